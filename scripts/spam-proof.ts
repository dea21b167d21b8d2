/**
 * The spam proof, printed: `npm run spam-proof [-- --direct 400 --replays 300 --scripted 300 --humans 100]`.
 * Starts the forms host as `npm start` does (the fixture forms, the built embed; run `npm run build`
 * first) on a fresh database, then sends the contact form:
 * - `--direct` bots that read the definition and post every field straight to the submit address;
 * - one person's real submission, captured, and `--replays` copies of its bytes under new keys;
 * - `--scripted` headless pages that set every input by script and submit within a second;
 * - `--humans` keyboard-driven fills at a person's pace.
 * Prints what the host stored of each (as spam or not, and why), and exits 1 when less than 99 %
 * of any bot kind was stored as spam or any person's lead was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, startDemoHost } from './demo-host';
import { fillByScript, fillLikePeople, postDirectly, replayOneSubmission } from './spam-proof/senders';
import { judgeProof, printProof } from './spam-proof/verdict';
import { tallyRun } from './spam-proof/tally';

const ADMIN_TOKEN = 'spam-proof-admin-token';

const { values: args } = parseArgs({
  options: {
    direct: { type: 'string', default: '400' },
    replays: { type: 'string', default: '300' },
    scripted: { type: 'string', default: '300' },
    humans: { type: 'string', default: '100' },
    parallel: { type: 'string', default: '4' },
  },
});
const counts = { direct: Number(args.direct), replay: Number(args.replays), scripted: Number(args.scripted), human: Number(args.humans) };
const parallel = Number(args.parallel);

const dataDir = mkdtempSync(path.join(tmpdir(), 'spam-proof-'));
const host = await startDemoHost(dataDir, { adminToken: ADMIN_TOKEN });
const browser = await launchChromium();
const run = Date.now().toString(36);
const started = performance.now();
try {
  const timed = async (label: string, task: () => Promise<void>) => {
    const at = performance.now();
    await task();
    console.log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  console.log(`Spam proof against ${host.url}`);
  await timed(`${counts.direct} direct posts`, () => postDirectly(host.url, run, counts.direct));
  await timed(`1 captured submission, ${counts.replay} replays`, () => replayOneSubmission(browser, host.url, run, counts.replay));
  await timed(`${counts.scripted} scripted pages`, () => fillByScript(browser, host.url, run, counts.scripted, parallel));
  await timed(`${counts.human} keyboard fills`, () => fillLikePeople(browser, host.url, run, counts.human, parallel));
  const tallies = await tallyRun(host.url, ADMIN_TOKEN, run, ['direct', 'replay', 'scripted', 'human']);
  const proof = judgeProof(tallies, counts);
  printProof(proof);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  process.exitCode = proof.passed ? 0 : 1;
} finally {
  await browser.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
