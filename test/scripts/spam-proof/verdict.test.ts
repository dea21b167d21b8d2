import { describe, expect, it } from 'vitest';
import { judgeProof } from '../../../scripts/spam-proof/verdict';

const sent = { direct: 100, replay: 50, scripted: 100, human: 20 };

describe('judgeProof', () => {
  it('passes when every bot kind is at least 99 % spam and every person is a lead', () => {
    const proof = judgeProof(
      [
        { kind: 'direct', stored: 100, spam: 99, reasons: { 'no time token': 99 } },
        // The captured person's own submission is stored too, as a lead.
        { kind: 'replay', stored: 51, spam: 50, reasons: {} },
        { kind: 'scripted', stored: 100, spam: 100, reasons: {} },
        { kind: 'human', stored: 20, spam: 0, reasons: {} },
      ],
      sent,
    );
    expect(proof.passed).toBe(true);
    expect(proof.kinds.map((kind) => [kind.kind, kind.stored, kind.share])).toEqual([
      ['direct', 100, 0.99],
      ['replay', 50, 1],
      ['scripted', 100, 1],
      ['human', 20, 1],
    ]);
  });

  it('fails on one false positive, on a bot kind under 99 %, and on a lost submission', () => {
    const verdicts = judgeProof(
      [
        { kind: 'direct', stored: 100, spam: 98, reasons: {} },
        { kind: 'replay', stored: 50, spam: 49, reasons: {} },
        { kind: 'scripted', stored: 99, spam: 99, reasons: {} },
        { kind: 'human', stored: 20, spam: 1, reasons: {} },
      ],
      sent,
    ).kinds.map((kind) => kind.passed);
    expect(verdicts).toEqual([false, false, false, false]);
  });
});
