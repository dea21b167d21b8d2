import type { FormEvent } from '../store/form-events';

/**
 * The analytic event of spec section 8 a store event stands for, if any: the one place that
 * says so, for `onAnalyticEvent` and for the usage counter. RENDER_SUCCESS is the form first
 * ready to view (the 'view' event).
 */
export function analyticEventName(event: FormEvent): string | undefined {
  switch (event.type) {
    case 'definitionFetchSuccess':
      return event.fromFallback ? 'FALLBACK_DEFINITION_SUCCESS' : 'DEFINITION_SUCCESS';
    case 'view':
      return 'RENDER_SUCCESS';
    case 'analytic':
      return event.name;
    case 'submitted':
      return 'SUBMISSION_SUCCESS';
    default:
      return undefined;
  }
}
