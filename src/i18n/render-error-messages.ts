import type { RenderErrorCode } from '../core/render-errors';
import { en } from './en';

interface PanelText {
  title: string;
  message: string;
}

const UNKNOWN: PanelText = { title: en.missingFormTitle, message: en.missingFormMessage };

/** Each render error's own title and cause; a code without one shows the UNKNOWN (missing-form) text. */
const PANEL_TEXT: Partial<Record<RenderErrorCode, PanelText>> = {
  DEFINITION_NOT_FOUND: {
    title: en.missingFormTitle,
    message: 'This form could not be found. It may have been deleted or never created, or the form id on this page is wrong.',
  },
  INVALID_FORM_GUID: {
    title: en.missingFormTitle,
    message: 'The form id on this page is not valid, so the form could not be found. Check the embed code.',
  },
  INVALID_PORTAL_ID: {
    title: en.missingFormTitle,
    message: 'The portal id on this page is not valid, so the form could not be found. Check the embed code.',
  },
  DEFINITION_FAILURE: {
    title: en.missingFormTitle,
    message: 'The form could not be loaded because of a system error. Please try again later.',
  },
  FALLBACK_DEFINITION_FAILURE: {
    title: en.missingFormTitle,
    message: 'The form could not be loaded because of a system error. Please try again later.',
  },
  NON_EMBEDDABLE_FORM: {
    title: 'This form cannot be shown here',
    message: 'This type of form cannot be embedded on a page.',
  },
  IP_ADDRESS_IS_PROBABLY_A_BOT: {
    title: 'This form is unavailable',
    message: 'Traffic from your network looks automated, so the form was not loaded. Please try again from another network.',
  },
  SUBMISSION_PERIOD_ENDED: {
    title: 'This form is closed',
    message: 'This form is no longer accepting responses.',
  },
  RATE_LIMIT_EXCEEDED: {
    title: 'This form is busy',
    message: 'Too many requests were made for this form. Please wait a few seconds and reload the page.',
  },
};

export function renderErrorPanelText(code: RenderErrorCode): PanelText {
  return PANEL_TEXT[code] ?? UNKNOWN;
}
