import { checkEmail } from './check-email';
import { fetchDefinition } from './fetch-definition';
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
}

export const formsApi: FormsApi = { fetchDefinition, fetchFallback, checkEmail, resubscribeEmail, submitForm, fetchSpamToken };
