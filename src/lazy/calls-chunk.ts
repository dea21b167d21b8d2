// Entry of dist/embed-calls.js: what a visitor's typing and submitting need and showing a form
// does not: the email check, resubscribe, the submission with its retries, captcha, hidden-frame
// post and redirect, the tracker's beacons, the error summary's markup, and the JSON client they
// share. It keeps embed.js small and is fetched in parallel with the definition.
import { checkEmail } from '../api/check-email';
import { resubscribeEmail } from '../api/resubscribe-email';
import { submitForm } from '../api/submit-form';
import { withAnalyticsValues } from '../core/submission/redirect-analytics';
import { createCaptchaRunner } from '../embed/captcha/captcha-runner';
import { withEveryValueInForm } from '../embed/every-value-in-form';
import { followRedirect } from '../embed/follow-redirect';
import { trackFormEvent } from '../embed/form-tracker';
import { submitInHiddenFrame } from '../embed/hidden-frame-submit';
import { sendSubmission } from '../store/send-submission';
import { ErrorSummaryView } from '../ui/feedback/ErrorSummaryView';
import { registerChunk } from './chunk-registry';

registerChunk('calls', {
  checkEmail,
  resubscribeEmail,
  submitForm,
  sendSubmission,
  createCaptchaRunner,
  withAnalyticsValues,
  followRedirect,
  trackFormEvent,
  submitInHiddenFrame,
  ErrorSummaryView,
  withEveryValueInForm,
});
