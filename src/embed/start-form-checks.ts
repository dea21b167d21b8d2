import { attributionEnabled, challengeUrl, honeypotFieldName, proofOfWorkRequired, spamTokenUrl } from '../core/spam/spam-wire';
import type { loadChunk } from '../lazy/load-chunk';
import { getChunk } from '../lazy/chunk-registry';
import type { StoreContext } from '../store/form-store-state';
import { startSpamChecks } from '../store/spam-checks';
import { attributionToSend, recordFirstTouch, type PageVisit } from './first-touch-storage';
import { tabStorage } from './page-services';

/**
 * What the runtime does when a form shows (`FormStoreDeps.formShown`): starts the spam
 * checks with the page's services (the time token, the proof-of-work file for a form that asks
 * for it, the honeypot's value in the form), and records the browsing session's first touch.
 * Attribution reads and keeps nothing when the form's attribution is off or its cookie
 * submission disabled (`disableCookieSubmission`). `load` is embed.js's chunk loader: a copy
 * bundled here would know neither the folder, nor the nonce, nor the Trusted Types policy.
 */
export function startFormChecks(ctx: StoreContext, win: Window, formElement: () => HTMLFormElement | null, load: typeof loadChunk): void {
  const definition = ctx.definition();
  if (!definition) return;
  const { raw } = definition.metaData;
  const ids = [ctx.deps.settings.formsHost, definition.portalId, definition.guid] as const;
  const honeypot = honeypotFieldName(definition.guid, raw.formVersion ?? '');
  const attribution = attributionEnabled(raw) && !definition.metaData.disableCookieSubmission;
  const storage = attribution ? tabStorage(win) : undefined;
  // The page itself, not the site owner's `pageUrl` option: attribution is where the visitor came from.
  const visit = (): PageVisit => ({ url: win.location.href, referrer: win.document.referrer });
  if (attribution) recordFirstTouch(storage, visit());
  startSpamChecks(ctx, {
    fetchToken: async (signal) => {
      const answer = await ctx.deps.api.fetchSpamToken(spamTokenUrl(...ids), signal);
      return answer.ok ? answer.value : undefined;
    },
    solveProofOfWork: proofOfWorkRequired(raw)
      ? async (signal) => {
          await load('proof-of-work', win.document);
          return getChunk('proof-of-work')!.solveFormChallenge(win, challengeUrl(...ids), signal);
        }
      : undefined,
    honeypot: () => ({ name: honeypot, value: formElement()?.querySelector<HTMLInputElement>(`input[name="${honeypot}"]`)?.value ?? '' }),
    attribution: () => (attribution ? attributionToSend(storage, visit()) : undefined),
  });
}
