import { enLoader } from './en-loader';

/** The field error and the host's FILE_TOO_LARGE answer say the same. */
const FILE_TOO_LARGE = 'Selected file is too large. Maximum allowed size is 100MB.';
/** DELETED and FORM_NOT_PUBLISHED share their wording (spec section 8). */
const FORM_INACTIVE = 'This form is no longer active. Please refresh the page and try again.';

/**
 * The English catalogue (spec sections 2, 5 and 8): a form, its field errors and infos, the
 * error summary, the host's answers, rating scales and the phone dropdown, its load-error panels.
 */
export const en = {
  // Field errors (spec section 5 "English wording")
  required: 'Please complete this required field.',
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailFormat: 'Email must be formatted correctly.',
  invalidNumber: 'Please enter a valid number.',
  invalidNumberRangeTooSmall: "Please enter a number that's greater than or equal to {min}.",
  invalidNumberRangeTooLarge: "Please enter a number that's less than or equal to {max}.",
  missingOptionSelection: 'Please select at least one option.',
  missingSelect: 'Please select an option from the dropdown menu.',
  forbiddenEmailDomain: 'Please enter your business email address. This form does not accept addresses from {domain}.',
  manuallyBlockedEmailDomain: 'Please enter a different email address. This form does not accept addresses from {domain}.',
  invalidDate: 'Please enter a valid date.',
  phoneInvalidCharacters: 'Must contain only numbers, +()-. and x.',
  numberOutOfRange: 'The number you entered is not in range.',
  textLimit: 'Please use fewer than {max} characters.',
  inputTooLarge: 'Please use no more than {max} characters.',
  inputTooSmall: 'Please use at least {min} characters.',
  invalidDomain: 'Please enter a valid domain name and try again.',
  valueNotInFieldDefintion: 'Please choose one of the provided values.',
  fileTooLarge: FILE_TOO_LARGE,
  validatorNotAvailable: 'This field cannot be checked right now. Please contact the site owner.',

  // Submission errors and infos (spec section 8); an unknown code is shown as it is
  SERVER_ERROR: 'Sorry, something went wrong and the form was not submitted. Please try again later.',
  SUBMISSION_NOT_ALLOWED: 'This form cannot be submitted. Please contact the site owner.',
  FILE_TOO_LARGE,
  thankYou: 'Thanks for submitting the form.',

  // Form chrome
  requiredMarker: '(required)',
  submitText: 'Submit',
  nextText: 'Next',
  previousText: 'Previous',
  fileChoose: 'Choose file',
  fileChooseMany: 'Choose files',
  fileRemove: 'Remove',
  selectPlaceholder: 'Please select',
  cookieReset: 'Not you? Click here to reset',
  viralLink: 'Create your own free form',
  stepIndicator: 'Step {currentPage} of {numberOfPages}',
  // The frame's title, the panel of a form that cannot be loaded and the notice of one whose
  // runtime never arrived: shown by the loader too.
  ...enLoader,

  // Load-error panels (spec section 2, "Other screens"; one title and cause per render error)
  missingFormMessage:
    'This could be because of a system error, because the form was never created or has been deleted, or because the URL or form id is wrong.',
  formNotFoundMessage: 'This form could not be found. It may have been deleted or never created, or the form id on this page is wrong.',
  invalidFormIdMessage: 'The form id on this page is not valid, so the form could not be found. Check the embed code.',
  invalidPortalIdMessage: 'The portal id on this page is not valid, so the form could not be found. Check the embed code.',
  nonEmbeddableTitle: 'This form cannot be shown here',
  nonEmbeddableMessage: 'This type of form cannot be embedded on a page.',
  botBlockedTitle: 'This form is unavailable',
  botBlockedMessage: 'Traffic from your network looks automated, so the form was not loaded. Please try again from another network.',
  periodEndedTitle: 'This form is closed',
  periodEndedMessage: 'This form is no longer accepting responses.',
  rateLimitedTitle: 'This form is busy',
  rateLimitedMessage: 'Too many requests were made for this form. Please wait a few seconds and reload the page.',

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
 * says them in English (`i18n/translate.ts` reads them after `en`).
 */
export const enUntranslated = {
  // The visually hidden status of a form's proof of work (spam checks)
  proofOfWorkVerifying: 'Verifying…',
  proofOfWorkVerified: 'Verified',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
