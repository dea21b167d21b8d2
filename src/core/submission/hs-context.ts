import { setEntry } from '../wire-reader';

/** What the page and the site owner say about where a submission comes from (spec 7.7). */
export interface HsContextFacts {
  pageUrl: string;
  pageTitle: string;
  referrer: string;
  pageId: string;
  formInstanceId: string;
  locale: string;
}

/**
 * The `hs_context` JSON of a submission (spec 7.7, "Extra submit metadata"): the page, the
 * visitor's tracking id, the locale, when and under which correlation id it was sent, the
 * captcha and resubscribe status, the source, and the site owner's extra metadata (which may
 * add keys, never replace these).
 */
export function buildHsContext(
  facts: HsContextFacts,
  sent: {
    hutk: string;
    now: number;
    correlationId: string;
    captchaStatus: string;
    resubscribed: boolean;
    extra: Record<string, unknown>;
  },
): Record<string, unknown> {
  const context: Record<string, unknown> = {
    hutk: sent.hutk || undefined,
    pageUrl: facts.pageUrl,
    pageTitle: facts.pageTitle,
    referrer: facts.referrer || undefined,
    pageId: facts.pageId || undefined,
    formInstanceId: facts.formInstanceId,
    locale: facts.locale,
    timestamp: sent.now,
    correlationId: sent.correlationId,
    captchaStatus: sent.captchaStatus,
    isResubscribe: sent.resubscribed || undefined,
    source: 'forms-embed',
  };
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent.extra)) if (!Object.prototype.hasOwnProperty.call(context, key)) setEntry(extra, key, value);
  return { ...extra, ...context };
}
