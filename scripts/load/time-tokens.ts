/**
 * Time tokens for the runs and specs that post submissions directly (the load run, the webhook
 * fault run, the console's screenshots and specs),
 * fetched ahead from the host's token route as the embed fetches one when a form shows, one per
 * submission, then aged: the host stores a submission as spam without one, or sooner than the
 * `minAgeMs` its answer named after it was issued, and the runs count leads.
 */
import { spamTokenUrl, type SpamTokenWire } from '../../src/core/spam/spam-wire';
import { CONTACT_FORM, LOAD_PORTAL_ID } from '../submission-body';

/** Token requests in flight at once. */
const PARALLEL_FETCHES = 16;
/** Waited beyond the tokens' `minAgeMs`, so no clock's rounding makes the first send too young. */
const AGE_MARGIN_MS = 250;

/** `count` time tokens of `form` (the contact form) from the host at `url`, each old enough to admit a lead when this resolves. */
export async function fetchAgedTimeTokens(
  url: string,
  count: number,
  form: { portalId: string; formId: string } = { portalId: LOAD_PORTAL_ID, formId: CONTACT_FORM },
): Promise<string[]> {
  const address = spamTokenUrl(url, form.portalId, form.formId);
  const tokens: string[] = [];
  let minAgeMs = 0;
  let asked = 0;
  const fetcher = async () => {
    while (asked < count) {
      asked += 1;
      const answer = await fetch(address);
      if (!answer.ok) throw new Error(`GET ${address} answered ${answer.status}: ${await answer.text()}`);
      const issued = (await answer.json()) as SpamTokenWire;
      tokens.push(issued.token);
      minAgeMs = Math.max(minAgeMs, issued.minAgeMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, count) }, fetcher));
  // The last token was issued before this point: once it is old enough, all are.
  await new Promise((resolve) => setTimeout(resolve, minAgeMs + AGE_MARGIN_MS));
  return tokens;
}
