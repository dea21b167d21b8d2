import { checkEmail } from './check-email';
import { fetchDefinition } from './fetch-definition';
import { prefetchedAt } from './prefetched-answers';
import { fetchFallback } from './fetch-fallback';
import { fetchSpamToken } from './fetch-spam-token';
import { resubscribeEmail } from './resubscribe-email';
import { submitForm } from './submit-form';

/** The network layer a form store is given; tests pass their own. */
export interface FormsApi {
  fetchDefinition: typeof fetchDefinition;
  fetchFallback: typeof fetchFallback;
  checkEmail: typeof checkEmail;
  resubscribeEmail: typeof resubscribeEmail;
  submitForm: typeof submitForm;
  fetchSpamToken: typeof fetchSpamToken;
  /** When the loader asked for the answer waiting for a URL (`prefetched-answers.ts`): a definition's load budget counts from then. */
  prefetchedAt: typeof prefetchedAt;
}

export const formsApi: FormsApi = { fetchDefinition, fetchFallback, checkEmail, resubscribeEmail, submitForm, fetchSpamToken, prefetchedAt };
