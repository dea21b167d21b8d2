import { expect, test } from '@playwright/test';
import { fillByScript, fillLikePeople, postDirectly, replayOneSubmission } from '../scripts/spam-proof/senders';
import { tallyRun } from '../scripts/spam-proof/tally';
import { judgeProof } from '../scripts/spam-proof/verdict';
import { E2E_ADMIN_TOKEN } from './support/owner-api';

// A small sample of `npm run spam-proof` (which sends hundreds of each): every bot kind is stored
// as spam, every person's submission as a lead, and every one of them is stored.
test('bots posting directly, replaying a real submission or filling by script are stored as spam; people typing are not', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const hostUrl = baseURL ?? '';
  const run = `sample${Date.now().toString(36)}`;
  const sent = { direct: 6, replay: 4, scripted: 3, human: 3 };
  await postDirectly(hostUrl, run, sent.direct);
  await replayOneSubmission(browser, hostUrl, run, sent.replay);
  await fillByScript(browser, hostUrl, run, sent.scripted, 3);
  await fillLikePeople(browser, hostUrl, run, sent.human, 3);
  const proof = judgeProof(await tallyRun(hostUrl, E2E_ADMIN_TOKEN, run, ['direct', 'replay', 'scripted', 'human']), sent);
  expect(proof.kinds.map((kind) => ({ kind: kind.kind, stored: kind.stored, spam: kind.spam }))).toEqual([
    { kind: 'direct', stored: 6, spam: 6 },
    { kind: 'replay', stored: 4, spam: 4 },
    { kind: 'scripted', stored: 3, spam: 3 },
    { kind: 'human', stored: 3, spam: 0 },
  ]);
  // Each bot kind is caught by its own check.
  expect(Object.keys(proof.kinds[0]?.reasons ?? {})).toEqual(['no time token']);
});
