import { describe, expect, it } from 'vitest';
import { HONEYPOT_REASON } from '../../../../server/domain/spam/honeypot.js';
import { PROOF_OF_WORK_REASONS } from '../../../../server/domain/spam/proof-of-work.js';
import { spamChecks } from '../../../../server/domain/spam/spam-checks.js';
import { spamVerdict, type SpamEvidence } from '../../../../server/domain/spam/spam-verdict.js';

const FORM = '6e1b7a4c-2b8f-4d7a-9c1e-0a5b3c2d1e0f';
const NOW = Date.UTC(2026, 2, 10, 12);
const checks = spamChecks(Buffer.alloc(32, 5), () => NOW);
const aged = () => checks.tokens.issue(FORM, 1, NOW - 5_000);
const evidence = (overrides: Partial<SpamEvidence> = {}): SpamEvidence => ({
  formGuid: FORM,
  honeypotFilled: false,
  timeToken: aged(),
  proofOfWorkRequired: false,
  proofOfWork: undefined,
  ...overrides,
});

describe('spamVerdict', () => {
  it('passes a submission with an aged token, naming the token as its one-use proof', async () => {
    const token = aged();
    const verdict = await spamVerdict(checks, evidence({ timeToken: token }));
    expect(verdict).toEqual({ spamReason: null, spamTokenIds: [`time:${token.split('.')[0]}`] });
  });

  it('checks the honeypot first, then the time token, then proof of work', async () => {
    expect(await spamVerdict(checks, evidence({ honeypotFilled: true, timeToken: undefined, proofOfWorkRequired: true }))).toEqual({ spamReason: HONEYPOT_REASON, spamTokenIds: [] });
    expect(await spamVerdict(checks, evidence({ timeToken: undefined, proofOfWorkRequired: true }))).toEqual({ spamReason: checks.tokens.reasons.missing, spamTokenIds: [] });
    expect(await spamVerdict(checks, evidence({ proofOfWorkRequired: true }))).toEqual({ spamReason: PROOF_OF_WORK_REASONS.missing, spamTokenIds: [] });
  });

  it('ignores a proof of work the form does not ask for', async () => {
    expect((await spamVerdict(checks, evidence({ proofOfWork: 'garbage' }))).spamReason).toBeNull();
  });
});
