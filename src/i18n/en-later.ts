/** DELETED and FORM_NOT_PUBLISHED share their wording (spec section 8). */
const FORM_INACTIVE = 'This form is no longer active. Please refresh the page and try again.';

/**
 * The English wording of what only the calls part (`lazy/calls-chunk.ts`) brings about, kept
 * apart from `en` as when that part was a file of its own: the host's submission answers (spec section 8), the email
 * check's infos, the error summary, a file that could not be attached, the retry note, rating
 * scales and the phone country dropdown. `lazy/calls-chunk.ts` registers it; the translator reads
 * it after `en` (`i18n/translate.ts`). Other languages' catalogues hold both parts.
 */
export const enLater = {
  // A field error only a send finds
  fileNotAttached: 'This file could not be attached. Please choose it again.',

  // Field infos (spec section 5, Email live check; section 4, Resubscribe)
  emailSuggestion: 'Did you mean {email}?',
  resubscribeMessage: "It looks like you've opted out of email communication. Click here to get an email and opt back in.",
  emailOptIn: 'Please check your email to opt back in.',

  // Error summary after a failed submit or Next (spec section 2, "Other screens")
  errorSummaryTitle: 'There is a problem',
  errorSummaryItem: '{label} – {message}',
  pageErrorComplete: "Please complete '{label}' on {link}",
  pageErrorFix: "Please fix '{label}' on {link}",
  pageLink: 'Step {pageNumber}',

  // Submission errors and infos the host answers (spec section 8)
  RECAPTCHA_VALIDATION_ERROR: 'Failed to validate Captcha. Please try again.',
  MISSING_REQUIRED_FIELDS: 'Please complete all required fields.',
  OUT_OF_DATE: 'This form is no longer current. Please refresh the page and try again.',
  BLOCKED_EMAIL: 'Please change your email address to continue.',
  DELETED: FORM_INACTIVE,
  FORM_NOT_PUBLISHED: FORM_INACTIVE,
  TOO_MANY_REQUESTS: 'There was an issue submitting your form. Please wait a few seconds and try again.',
  PORTAL_MIGRATION: 'Your response was submitted. Due to system maintenance work, it might take up to a day to finish processing.',
  submitRetrying: 'Trying again…',

  // Phone country dropdown and rating scales
  countryCodeLabel: 'Country code',
  ratingOption: '{value} of {max}',
  npsLowLabel: 'Not at all likely',
  npsHighLabel: 'Extremely likely',
  csatVeryUnsatisfied: 'Very dissatisfied',
  csatUnsatisfied: 'Dissatisfied',
  csatNeutral: 'Neutral',
  csatSatisfied: 'Satisfied',
  csatVerySatisfied: 'Very satisfied',
} as const;

/**
 * English only for now: the other languages' catalogues do not have these yet, so every form
 * says them in English. Registered with `enLater` by `lazy/calls-chunk.ts`.
 */
export const enLaterUntranslated = {
  // The visually hidden status of a form's proof of work (spam checks)
  proofOfWorkVerifying: 'Verifying…',
  proofOfWorkVerified: 'Verified',
} as const;
