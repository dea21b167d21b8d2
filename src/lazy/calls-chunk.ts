// The 'calls' part of the chunk registry, bundled into the runtime (main.ts, embed/boot.ts imports
// it first). Once a file of its own (embed-calls.js) to keep the old single embed.js small; every
// form's first render and its take-over of the host's markup need it, so a separate file only
// added a request and a second copy of the modules both use. Read through the registry as before:
// - what a visitor's typing and submitting need and showing a form does not: the email check (and
//   its store slice), resubscribe, the submission with its retries, captcha, hidden-frame post and
//   redirect, the tracker's beacons, the error summary's markup, and the JSON client they share;
// - the rarer parts some forms render with (dependent-field filters, legal consent, rating scales, the phone
//   country dropdown and its region list),
//   which those forms wait for (core/later-parts.ts);
// - the CSS scoper for css shown in the page (in-page forms with css wait for it) and the web-font loader;
// - what a form starts when it shows against spam and for attribution (embed/start-form-checks.ts):
//   the time token, the honeypot and proof-of-work status (ui/spam/SpamFields.tsx), the session's
//   first touch; the proof-of-work solver itself is a file of its own (embed-proof-of-work.js);
// - taking over the host's pre-rendered markup, with what a visitor typed into it before the runtime arrived;
// - the English wording of all of the above (i18n/en-later.ts).
import { checkEmail } from '../api/check-email';
import { resubscribeEmail } from '../api/resubscribe-email';
import { submitForm } from '../api/submit-form';
import { fetchSpamToken } from '../api/fetch-spam-token';
import { withAnalyticsValues } from '../core/submission/redirect-analytics';
import { createCaptchaRunner } from '../embed/captcha/captcha-runner';
import { withEveryValueInForm } from '../embed/every-value-in-form';
import { followRedirect } from '../embed/follow-redirect';
import { trackFormEvent } from '../embed/form-tracker';
import { submitInHiddenFrame } from '../embed/hidden-frame-submit';
import { submitChecked } from '../store/submit-checked';
import { ErrorSummaryView } from '../ui/feedback/ErrorSummaryView';
import { evaluateLogicFilter } from '../core/logic-filters';
import { emailCheckActions } from '../store/email-check-actions';
import { LegalConsent } from '../ui/LegalConsent';
import { RatingScale } from '../ui/fields/RatingScale';
import { PhoneWithCountry } from '../ui/fields/PhoneWithCountry';
import { PHONE_COUNTRY_RULES } from '../core/phone/field-country';
import { applyFormCss } from '../ui/styles/apply-form-css';
import { loadFontStylesheet } from '../ui/styles/load-font-stylesheet';
import { enLater, enLaterUntranslated } from '../i18n/en-later';
import { startFormChecks } from '../embed/start-form-checks';
import { SpamFields } from '../ui/spam/SpamFields';
import { registerChunk, registerLaterEnglish } from './chunk-registry';

// First: the components woken by the registration below may show this wording.
registerLaterEnglish({ ...enLater, ...enLaterUntranslated });
registerChunk('calls', {
  checkEmail,
  resubscribeEmail,
  submitForm,
  fetchSpamToken,
  submitChecked,
  createCaptchaRunner,
  withAnalyticsValues,
  followRedirect,
  trackFormEvent,
  submitInHiddenFrame,
  ErrorSummaryView,
  withEveryValueInForm,
  evaluateLogicFilter,
  emailCheckActions,
  LegalConsent,
  applyFormCss,
  loadFontStylesheet,
  RatingScale,
  PhoneWithCountry,
  PHONE_COUNTRY_RULES,
  startFormChecks,
  SpamFields,
});
