import { get } from 'node:http';
import { median } from './statistics';

/** How many times each file is asked for. */
const ASKS = 50;

/** One answer's time, from asking on a new connection (as a fresh browser does) to its last byte, brotli accepted. */
function timedAsk(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = get(url, { agent: false, headers: { 'Accept-Encoding': 'gzip, deflate, br', Origin: 'http://127.0.0.1' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
      response.resume();
      response.on('end', () => resolve(performance.now() - start));
    });
    request.on('error', reject);
  });
}

/**
 * The forms host's answer time for each path asked (the files and answers a page waits for
 * before its form is shown and usable), the median of 50 asks one after another with nothing else
 * running: what the host itself adds to a page, apart from the network.
 */
export async function timeHostAnswers(hostUrl: string, asked: readonly { label: string; path: string }[]): Promise<{ label: string; medianMs: number }[]> {
  const figures: { label: string; medianMs: number }[] = [];
  for (const { label, path } of asked) {
    const times: number[] = [];
    for (let ask = 0; ask < ASKS; ask += 1) times.push(await timedAsk(`${hostUrl}${path}`));
    figures.push({ label, medianMs: median(times) });
  }
  return figures;
}
