import type { RenderErrorCode } from '../core/render-errors';
import type { MessageKey } from './en';
import type { Translate } from './translate';

interface PanelText {
  title: string;
  message: string;
}

type PanelKeys = readonly [title: MessageKey, message: MessageKey];

const UNKNOWN: PanelKeys = ['missingFormTitle', 'missingFormMessage'];
const SYSTEM_ERROR: PanelKeys = ['missingFormTitle', 'systemErrorMessage'];

/** Each render error's own title and cause; a code without one shows the UNKNOWN (missing-form) text. */
const PANEL_KEYS: Partial<Record<RenderErrorCode, PanelKeys>> = {
  DEFINITION_NOT_FOUND: ['missingFormTitle', 'formNotFoundMessage'],
  INVALID_FORM_GUID: ['missingFormTitle', 'invalidFormIdMessage'],
  INVALID_PORTAL_ID: ['missingFormTitle', 'invalidPortalIdMessage'],
  DEFINITION_FAILURE: SYSTEM_ERROR,
  FALLBACK_DEFINITION_FAILURE: SYSTEM_ERROR,
  NON_EMBEDDABLE_FORM: ['nonEmbeddableTitle', 'nonEmbeddableMessage'],
  IP_ADDRESS_IS_PROBABLY_A_BOT: ['botBlockedTitle', 'botBlockedMessage'],
  SUBMISSION_PERIOD_ENDED: ['periodEndedTitle', 'periodEndedMessage'],
  RATE_LIMIT_EXCEEDED: ['rateLimitedTitle', 'rateLimitedMessage'],
};

/** The panel's title and cause in the form's language. */
export function renderErrorPanelText(code: RenderErrorCode, t: Translate): PanelText {
  const [title, message] = PANEL_KEYS[code] ?? UNKNOWN;
  return { title: t(title), message: t(message) };
}
