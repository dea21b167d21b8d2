import { err, ok, type Result } from '../result';
import { isRecord } from '../definition/wire-reader';
import type { SubmitFailure } from './submission-outcome';
import type { FrameResultWire, SubmitSuccessWire } from './submit-wire';

/** A cross-window message as the page's `message` event gives it. */
export interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/** What a result message must match: the hidden frame's window, the submissions origin, the form. */
export interface FrameResultExpectation {
  frame: unknown;
  origin: string;
  formGuid: string;
  instanceId: string;
}

/**
 * The result of a native post, when the message is one (spec section 4 "Submission"): it comes
 * from that hidden frame, from the submissions origin, carries the accepted flag and a form
 * guid, and names this form's guid and instance. Anything else is undefined: ignored.
 */
export function frameResultOf(message: ReceivedMessage, expected: FrameResultExpectation): FrameResultWire | undefined {
  if (message.source !== expected.frame || message.origin !== expected.origin) return undefined;
  const { data } = message;
  if (!isRecord(data) || typeof data.accepted !== 'boolean' || typeof data.formGuid !== 'string') return undefined;
  if (data.formGuid !== expected.formGuid || data.instanceId !== expected.instanceId) return undefined;
  return data as unknown as FrameResultWire;
}

/** A result message as the fetch path's answer: stored, or refused with its status and error body. */
export function frameResultOutcome(result: FrameResultWire): Result<SubmitSuccessWire, SubmitFailure> {
  const { accepted, instanceId: _instance, status, formSubmissionError, validationResults, ...success } = result;
  if (accepted) return ok({ ...success, formGuid: result.formGuid, conversionId: String(success.conversionId ?? '') });
  return err({
    kind: 'answered',
    // A refusal that does not say its status reads as the host's plain refusal.
    status: typeof status === 'number' ? status : 400,
    body: { formSubmissionError, validationResults },
  });
}
