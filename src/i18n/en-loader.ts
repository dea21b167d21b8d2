/**
 * English wording embed.js (the loader) shows itself, before the runtime and the form's own
 * catalogue have arrived: the isolated frame's title, the loading placeholder, the panel of a
 * form that cannot be loaded and the notice of one whose runtime never arrived. Part of `en`
 * (en.ts); kept apart so the loader carries these lines and no others.
 */
export const enLoader = {
  loading: 'Loading form',
  formTitle: 'Form',
  missingFormTitle: 'Looks like a form is missing here',
  systemErrorMessage: 'The form could not be loaded because of a system error. Please try again later.',
  // A form shown from the host's markup whose runtime never arrived (blocked, offline). The host
  // sends these lines in the form's language with the markup; the loader keeps the English ones
  // for a host that sends none.
  unfinishedFormTitle: 'This form could not finish loading',
  unfinishedFormMessage: 'It cannot be sent yet. What you typed is kept in this tab: reload the page to try again.',
} as const;
