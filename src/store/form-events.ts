import type { FormDefinition } from '../core/form-definition';
import type { RenderError } from '../core/render-errors';

/** What the store tells the embed bridge, which turns it into callbacks and window messages. */
export type FormEvent =
  | { type: 'definitionFetchSuccess'; definition: FormDefinition; fromFallback: boolean }
  | { type: 'definitionFetchError'; error: RenderError }
  | { type: 'renderError'; error: RenderError }
  | { type: 'pageChange'; page: number; previousPage: number }
  | { type: 'warning'; message: string };

export type NotifyFormEvent = (event: FormEvent) => void;
