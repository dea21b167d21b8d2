import type { enLater } from './en-later';
import { enLoader } from './en-loader';

/** The field error and the host's FILE_TOO_LARGE answer say the same. */
const FILE_TOO_LARGE = 'Selected file is too large. Maximum allowed size is 100MB.';

/**
 * English wording (spec sections 2, 5 and 8) that embed.js itself shows: a form, its field
 * errors, its load-error panels. What only the calls part (`lazy/calls-chunk.ts`) brings about (the host's answers,
 * the email check's infos, the error summary, rating scales, the phone dropdown) is worded in
 * `en-later.ts`, which comes with that file; together they are the English catalogue.
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

  // Submission errors and infos (spec section 8) embed.js itself shows; an unknown code is shown as it is
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
} as const;

export type MessageKey = keyof typeof en | keyof typeof enLater;
export type Messages = Record<MessageKey, string>;
