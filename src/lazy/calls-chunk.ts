// Entry of dist/embed-calls.js: the calls a visitor's typing and submitting make (the email
// check, resubscribe, the submission and its retries) and the JSON client they share. Not needed to show a form,
// so embed.js stays small; it is fetched in parallel with the definition.
import { checkEmail } from '../api/check-email';
import { resubscribeEmail } from '../api/resubscribe-email';
import { submitForm } from '../api/submit-form';
import { sendSubmission } from '../store/send-submission';
import { registerChunk } from './chunk-registry';

registerChunk('calls', { checkEmail, resubscribeEmail, submitForm, sendSubmission });
