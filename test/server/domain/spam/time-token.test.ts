import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS } from '../../../../src/core/spam/spam-wire.js';
import { timeTokenReasons, timeTokens } from '../../../../server/domain/spam/time-token.js';

const FORM = '6e1b7a4c-2b8f-4d7a-9c1e-0a5b3c2d1e0f';
const OTHER_FORM = '0a0a0a0a-2b8f-4d7a-9c1e-0a5b3c2d1e0f';
const SHOWN_AT = Date.UTC(2026, 2, 10, 12);
const tokens = timeTokens(Buffer.alloc(32, 1));

describe('time tokens', () => {
  it('admits a submission from 2 s after the form showed until 24 hours after, each token with an id of its own', () => {
    const token = tokens.issue(FORM, 3, SHOWN_AT);
    const atOnce = tokens.verify(token, FORM, SHOWN_AT + DEFAULT_MIN_TOKEN_AGE_MS);
    const atEnd = tokens.verify(token, FORM, SHOWN_AT + MAX_TOKEN_AGE_MS);
    expect(atOnce).toEqual({ ok: true, tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(atEnd).toEqual(atOnce);
    const another = tokens.verify(tokens.issue(FORM, 3, SHOWN_AT), FORM, SHOWN_AT + DEFAULT_MIN_TOKEN_AGE_MS);
    expect(another.ok && atOnce.ok && another.tokenId !== atOnce.tokenId).toBe(true);
  });

  it('requires the age the host set: a token 299 ms old is too young for 300 ms, saying so, and one 300 ms old is admitted', () => {
    const shorter = timeTokens(Buffer.alloc(32, 1), 300);
    const token = shorter.issue(FORM, 1, SHOWN_AT);
    expect(shorter.minAgeMs).toBe(300);
    expect(shorter.verify(token, FORM, SHOWN_AT + 299)).toEqual({ ok: false, reason: 'sent sooner than 0.3 s after the form showed' });
    expect(shorter.reasons.tooYoung).toBe('sent sooner than 0.3 s after the form showed');
    expect(shorter.verify(token, FORM, SHOWN_AT + 300)).toMatchObject({ ok: true });
  });

  it('with no minimum age admits a token at once, even from a clock a little ahead', () => {
    const anyAge = timeTokens(Buffer.alloc(32, 1), 0);
    expect(anyAge.verify(anyAge.issue(FORM, 1, SHOWN_AT), FORM, SHOWN_AT)).toMatchObject({ ok: true });
    expect(anyAge.verify(anyAge.issue(FORM, 1, SHOWN_AT + 1_000), FORM, SHOWN_AT)).toMatchObject({ ok: true });
  });

  it('requires 2 s by default', () => {
    expect(tokens.minAgeMs).toBe(2_000);
    expect(tokens.reasons).toEqual(timeTokenReasons(2_000));
    expect(tokens.reasons.tooYoung).toBe('sent sooner than 2 s after the form showed');
  });

  it('matches the form guid whatever its case', () => {
    expect(tokens.verify(tokens.issue(FORM.toUpperCase(), 1, SHOWN_AT), FORM, SHOWN_AT + 5_000).ok).toBe(true);
    expect(tokens.verify(tokens.issue(FORM, 1, SHOWN_AT), FORM.toUpperCase(), SHOWN_AT + 5_000).ok).toBe(true);
  });

  it('says why it refuses: none sent, too young, too old', () => {
    const token = tokens.issue(FORM, 1, SHOWN_AT);
    expect(tokens.verify(undefined, FORM, SHOWN_AT)).toEqual({ ok: false, reason: 'no time token' });
    expect(tokens.verify('  ', FORM, SHOWN_AT)).toEqual({ ok: false, reason: 'no time token' });
    expect(tokens.verify(token, FORM, SHOWN_AT + DEFAULT_MIN_TOKEN_AGE_MS - 1)).toEqual({ ok: false, reason: 'sent sooner than 2 s after the form showed' });
    // A clock that went back, or a token from the future: too young as well.
    expect(tokens.verify(token, FORM, SHOWN_AT - 60_000)).toEqual({ ok: false, reason: tokens.reasons.tooYoung });
    expect(tokens.verify(token, FORM, SHOWN_AT + MAX_TOKEN_AGE_MS + 1)).toEqual({ ok: false, reason: 'the time token is older than 24 hours' });
  });

  it('refuses a token for another form, one signed with another key, and any change to one', () => {
    const token = tokens.issue(FORM, 1, SHOWN_AT);
    const later = SHOWN_AT + 10_000;
    const invalid = { ok: false, reason: 'the time token is not valid for this form' };
    expect(tokens.verify(token, OTHER_FORM, later)).toEqual(invalid);
    expect(tokens.verify(timeTokens(Buffer.alloc(32, 2)).issue(FORM, 1, SHOWN_AT), FORM, later)).toEqual(invalid);
    // An older issue time written over a real token's, so it would look aged: the signature no longer matches.
    const [id, guid, version, , mac] = token.split('.');
    expect(tokens.verify([id, guid, version, String(SHOWN_AT - 5_000), mac].join('.'), FORM, SHOWN_AT + 1_000)).toEqual(invalid);
    for (const garbled of ['garbage', `${token}x`, token.slice(1), token.replace(/\./g, '-'), JSON.stringify({ token })]) {
      expect(tokens.verify(garbled, FORM, later)).toEqual(invalid);
    }
  });
});
