/**
 * English wording embed.js (the loader) shows itself, before the runtime and the form's own
 * catalogue have arrived: the isolated frame's title, the loading placeholder and the panel of a
 * form that cannot be loaded. Part of `en` (en.ts); kept apart so the loader carries these lines and no others.
 */
export const enLoader = {
  loading: 'Loading form',
  formTitle: 'Form',
  missingFormTitle: 'Looks like a form is missing here',
  systemErrorMessage: 'The form could not be loaded because of a system error. Please try again later.',
} as const;

/**
 * What a form the loader showed says when the runtime it needs never arrived (blocked, offline):
 * English only, as the loader carries no other catalogue.
 */
export const UNFINISHED_FORM_TEXT = {
  title: 'This form could not finish loading',
  message: 'It cannot be sent yet. What you typed is kept in this tab: reload the page to try again.',
} as const;
