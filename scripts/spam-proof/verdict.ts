import type { SenderKind } from './proof-form';
import type { KindTally } from './tally';

/** At least this share of every bot kind must be stored as spam. */
export const MIN_SPAM_SHARE = 0.99;

export interface KindVerdict extends KindTally {
  sent: number;
  /** Of `sent`: stored as spam (bots) or stored as leads (people). */
  share: number;
  passed: boolean;
}

export interface Proof {
  kinds: KindVerdict[];
  passed: boolean;
}

/**
 * Judges what was stored: each bot kind needs `MIN_SPAM_SHARE` of what it sent stored as spam,
 * people need every submission stored and none as spam. The replay kind's count leaves out the
 * captured person's own submission (the first one, which is theirs and stored as a lead).
 */
export function judgeProof(tallies: readonly KindTally[], sent: Record<SenderKind, number>): Proof {
  const kinds = tallies.map((tally): KindVerdict => {
    const count = sent[tally.kind];
    if (tally.kind === 'human') {
      const leads = tally.stored - tally.spam;
      return { ...tally, sent: count, share: count === 0 ? 1 : leads / count, passed: leads === count && tally.spam === 0 };
    }
    const stored = tally.kind === 'replay' ? tally.stored - 1 : tally.stored;
    const share = count === 0 ? 1 : tally.spam / count;
    return { ...tally, stored, sent: count, share, passed: stored === count && share >= MIN_SPAM_SHARE };
  });
  return { kinds, passed: kinds.every((kind) => kind.passed) };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function printProof(proof: Proof): void {
  for (const kind of proof.kinds) {
    const what = kind.kind === 'human' ? `accepted ${percent(kind.share)} (${kind.spam} false positives)` : `stored as spam ${percent(kind.share)}`;
    const reasons = Object.entries(kind.reasons).map(([reason, n]) => `${n}× ${reason}`).join('; ');
    console.log(`${kind.passed ? 'PASS' : 'FAIL'} ${kind.kind}: ${kind.sent} sent, ${kind.stored} stored, ${what}${reasons ? ` [${reasons}]` : ''}`);
  }
}
