import { describe, expect, it } from 'vitest';
import { frameResultOf, frameResultOutcome, type ReceivedMessage } from '../../../src/core/submission/frame-result';
import type { FrameResultWire } from '../../../src/core/submission/submit-wire';

const FRAME = { name: 'the hidden frame window' };
const EXPECTED = { frame: FRAME, origin: 'https://forms.example', formGuid: 'guid-1', instanceId: 'instance-1' };
const RESULT: FrameResultWire = { accepted: true, formGuid: 'guid-1', instanceId: 'instance-1', conversionId: 'conversion-1', status: 200 };
const message = (overrides: Partial<ReceivedMessage> = {}): ReceivedMessage => ({ source: FRAME, origin: EXPECTED.origin, data: RESULT, ...overrides });

describe('frameResultOf', () => {
  it('honours a message from that frame, from the submissions origin, for this form and instance', () => {
    expect(frameResultOf(message(), EXPECTED)).toEqual(RESULT);
    expect(frameResultOf(message({ data: { ...RESULT, accepted: false } }), EXPECTED)).toMatchObject({ accepted: false });
  });

  it.each<[string, Partial<ReceivedMessage>]>([
    ['another window', { source: { name: 'another window' } }],
    ['no window', { source: null }],
    ['another origin', { origin: 'https://attacker.example' }],
    ['the page origin', { origin: 'https://site.example' }],
    ['no accepted flag', { data: { formGuid: 'guid-1', instanceId: 'instance-1' } }],
    ['an accepted flag that is not a boolean', { data: { ...RESULT, accepted: 'true' } }],
    ['no form guid', { data: { accepted: true, instanceId: 'instance-1' } }],
    ['another form guid', { data: { ...RESULT, formGuid: 'guid-2' } }],
    ['another instance', { data: { ...RESULT, instanceId: 'instance-2' } }],
    ['no instance', { data: { accepted: true, formGuid: 'guid-1' } }],
    ['data that is not an object', { data: JSON.stringify(RESULT) }],
  ])('ignores a message from %s', (_name, overrides) => {
    expect(frameResultOf(message(overrides), EXPECTED)).toBeUndefined();
  });
});

describe('frameResultOutcome', () => {
  it('reads an accepted result as the stored answer, without the message-only members', () => {
    const outcome = frameResultOutcome({ ...RESULT, inlineMessage: '<p>Thanks</p>', automaticLinker: true });
    expect(outcome).toEqual({ ok: true, value: { conversionId: 'conversion-1', formGuid: 'guid-1', inlineMessage: '<p>Thanks</p>', automaticLinker: true } });
  });

  it('reads a refused result as the answered failure with its status and error body', () => {
    const validationResults = [{ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL' as const }];
    expect(frameResultOutcome({ accepted: false, formGuid: 'guid-1', instanceId: 'instance-1', status: 503, formSubmissionError: 'SERVER_ERROR', validationResults })).toEqual({
      ok: false,
      error: { kind: 'answered', status: 503, body: { formSubmissionError: 'SERVER_ERROR', validationResults } },
    });
  });

  it('reads a refusal without a status as the host\'s plain refusal (400)', () => {
    const outcome = frameResultOutcome({ accepted: false, formGuid: 'guid-1', instanceId: 'instance-1' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'answered', status: 400 } });
  });
});
