import type { ValidationContext } from '../core/validation/validators';
import type { FormStoreDeps } from './form-store-state';

/** What the validators need, as of now. */
export function validationContext(deps: FormStoreDeps): ValidationContext {
  return { now: deps.clock.now(), blockedDomains: deps.settings.blockedDomains };
}
