import type { FieldMessage } from '../field-state';
import { emailDomain } from './email-address';
import { fieldError } from './field-error-keys';

/** The email-validation answer (spec section 3, "Email validation"; section 7, call 3). */
export interface EmailCheckAnswer {
  email: string;
  success: boolean;
  emailShouldResubscribe: boolean;
  emailSuggestion: string | undefined;
  emailFree: boolean;
}

export interface EmailCheckOutcome {
  errors: FieldMessage[];
  infos: FieldMessage[];
  /** The resubscribe message is among the infos (RESUBSCRIBE_SHOWN fires). */
  resubscribeShown: boolean;
}

/**
 * What the live email check means for the field (spec section 5): an unsuccessful answer is
 * 'invalidEmail'; a free-mail address on a form using the default block list is
 * 'forbiddenEmailDomain'; a suggestion is the 'emailSuggestion' info; an opted-out address gets
 * the 'resubscribeMessage' info, unless the visitor already opted back in.
 */
export function emailCheckOutcome(
  answer: EmailCheckAnswer,
  options: { useDefaultBlockList: boolean; resubscribed: boolean },
): EmailCheckOutcome {
  const errors: FieldMessage[] = [];
  if (!answer.success) errors.push(fieldError('invalidEmail'));
  else if (answer.emailFree && options.useDefaultBlockList) {
    errors.push(fieldError('forbiddenEmailDomain', { domain: emailDomain(answer.email) }));
  }
  const infos: FieldMessage[] = [];
  const suggestion = answer.emailSuggestion?.trim();
  if (suggestion && suggestion.toLowerCase() !== answer.email.trim().toLowerCase()) {
    infos.push({ key: 'emailSuggestion', params: { email: suggestion } });
  }
  const resubscribeShown = answer.emailShouldResubscribe && !options.resubscribed && errors.length === 0;
  if (resubscribeShown) infos.push({ key: 'resubscribeMessage' });
  return { errors, infos, resubscribeShown };
}

/** The cache key of an address: checks of 'Ada@X.com ' and 'ada@x.com' are the same check. */
export function emailCheckKey(email: string): string {
  return email.trim().toLowerCase();
}
