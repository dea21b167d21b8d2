import type { FormDefinition } from '../core/form-definition';
import type { RenderError } from '../core/render-errors';
import type { NameValue } from '../core/submission/submission-values';
import type { SubmitSuccessWire } from '../core/submission/submit-wire';
import type { FieldProblem } from '../core/validation/page-checks';

/** Analytic events of spec section 8 the store raises. */
export type AnalyticEventName = 'RESUBSCRIBE_SHOWN' | 'RESUBSCRIBE_CLICKED' | 'RESUBSCRIBE_SUCESS' | 'SUBMISSION_SUCCESS';

/** What the store tells the embed bridge, which turns it into callbacks and window messages. */
export type FormEvent =
  | { type: 'definitionFetchSuccess'; definition: FormDefinition; fromFallback: boolean }
  | { type: 'definitionFetchError'; error: RenderError }
  | { type: 'renderError'; error: RenderError }
  | { type: 'pageChange'; page: number; previousPage: number }
  /** The first focus in the form (spec section 4): a one-time interaction event. */
  | { type: 'interaction' }
  /** The form is on screen (view tracking on mount) and, later, scrolled into view (visibility tracking). */
  | { type: 'view' }
  | { type: 'visible' }
  /** Validation of a submit or Next is about to run (`onBeforeValidationInit`). */
  | { type: 'beforeValidation' }
  /** A submit or Next found problems (`onFormFailedValidation`). */
  | { type: 'failedValidation'; problems: readonly FieldProblem[] }
  | { type: 'analytic'; name: AnalyticEventName }
  /** The host stored the submission (SUBMISSION_SUCCESS, `onFormSubmitted`). */
  | { type: 'submitted'; response: SubmitSuccessWire; values: readonly NameValue[] }
  /** A form error event of spec section 8 (`onFormError`), with the submission error code when there is one. */
  | { type: 'formError'; name: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' | 'SUBMISSION_FAILURE' | 'RECAPTCHA_VALIDATION_ERROR'; code?: string }
  | { type: 'warning'; message: string };

export type NotifyFormEvent = (event: FormEvent) => void;
