import type { FormDefinition } from '../core/form-definition';
import type { RenderError } from '../core/render-errors';
import type { FieldProblem } from '../core/validation/page-checks';

/** Analytic events of spec section 8 the store raises. */
export type AnalyticEventName = 'RESUBSCRIBE_SHOWN' | 'RESUBSCRIBE_CLICKED' | 'RESUBSCRIBE_SUCESS';

/** What the store tells the embed bridge, which turns it into callbacks and window messages. */
export type FormEvent =
  | { type: 'definitionFetchSuccess'; definition: FormDefinition; fromFallback: boolean }
  | { type: 'definitionFetchError'; error: RenderError }
  | { type: 'renderError'; error: RenderError }
  | { type: 'pageChange'; page: number; previousPage: number }
  /** The first focus in the form (spec section 4): a one-time interaction event. */
  | { type: 'interaction' }
  /** Validation of a submit or Next is about to run (`onBeforeValidationInit`). */
  | { type: 'beforeValidation' }
  /** A submit or Next found problems (`onFormFailedValidation`). */
  | { type: 'failedValidation'; problems: readonly FieldProblem[] }
  | { type: 'analytic'; name: AnalyticEventName }
  | { type: 'warning'; message: string };

export type NotifyFormEvent = (event: FormEvent) => void;
