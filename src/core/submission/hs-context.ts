import type { AnalyticsCookies } from '../tracking/analytics-cookies';
import type { EmbedContext } from '../embed-context';
import { setEntry } from '../definition/wire-reader';
import { ATTRIBUTION_CONTEXT_KEY, type Attribution } from '../attribution/attribution';

/** `hs_context`'s `source`: which client sent the submission. */
export const HS_CONTEXT_SOURCE = 'forms-embed';

/** The site owner's ids of spec 3 "Other" that go into `hs_context` under their own names. */
const OWNER_ID_OPTIONS = [
  'notificationRecipients', 'goToWebinarWebinarKey', 'hsFormKey', 'abTestId', 'followUpId',
  'followUpEmailId', 'followUpEmailCampaignId', 'sfdcCampaignId',
] as const;

/** The site owner's options `hs_context` reads (the embed context itself will do). */
export type HsContextOptions = Pick<
  EmbedContext,
  (typeof OWNER_ID_OPTIONS)[number] | 'pageName' | 'contentType' | 'canonicalUrl' | 'path' | 'referrerPath' | 'extraSubmissionMetadata'
>;

/** What the page and the site owner say about where a submission comes from (spec 7.7). */
export interface HsContextFacts {
  /** The site owner's `pageUrl`, `pageTitle`, `referrer`, else the page's own. */
  pageUrl: string;
  pageTitle: string;
  referrer: string;
  pageId: string;
  formInstanceId: string;
  locale: string;
  /** The page's `<link rel=canonical>` address, '' when it has none. */
  pageCanonicalUrl: string;
  /** The page's analytics cookies, '' for each one it does not have. */
  analytics: AnalyticsCookies;
  options: HsContextOptions;
}

/** The path of a URL, undefined when there is none to read. */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The `hs_context` JSON of a submission (spec 7.7, "Extra submit metadata"): the page (its
 * address, title, name, canonical address, content type, path and the referrer's path: the site
 * owner's options first, else what the page says), the visitor's tracking id and analytics
 * cookies, the site owner's ids of spec 3 "Other", the locale, when and under which correlation
 * id it was sent, the captcha and resubscribe status, the source, the first touch, and the site owner's extra
 * metadata (the `extraSubmissionMetadata` option, then `getExtraMetaDataBeforeSubmit`'s answer,
 * which wins over it): extra metadata may add keys, never replace these, even absent ones.
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
    /** The `formVersion` pair of the definition's metaData: the host checks against the version the page showed. */
    formVersion?: string | undefined;
    /** The browsing session's first touch, when the form records attribution. */
    attribution?: Attribution | undefined;
  },
): Record<string, unknown> {
  const { options, analytics } = facts;
  const context: Record<string, unknown> = {
    hutk: sent.hutk || undefined,
    __hstc: analytics.__hstc || undefined,
    __hssc: analytics.__hssc || undefined,
    __hsfp: analytics.__hsfp || undefined,
    pageUrl: facts.pageUrl,
    pageTitle: facts.pageTitle,
    pageName: options.pageName || facts.pageTitle,
    canonicalUrl: options.canonicalUrl || facts.pageCanonicalUrl || undefined,
    contentType: options.contentType || undefined,
    path: options.path || pathOf(facts.pageUrl),
    referrer: facts.referrer || undefined,
    referrerPath: options.referrerPath || pathOf(facts.referrer),
    pageId: facts.pageId || undefined,
    formInstanceId: facts.formInstanceId,
    locale: facts.locale,
    timestamp: sent.now,
    correlationId: sent.correlationId,
    captchaStatus: sent.captchaStatus,
    isResubscribe: sent.resubscribed || undefined,
    source: HS_CONTEXT_SOURCE,
    formVersion: sent.formVersion || undefined,
    [ATTRIBUTION_CONTEXT_KEY]: sent.attribution,
  };
  for (const key of OWNER_ID_OPTIONS) context[key] = options[key] || undefined;
  const extra: Record<string, unknown> = {};
  for (const [key, value] of [...Object.entries(options.extraSubmissionMetadata), ...Object.entries(sent.extra)]) {
    if (!Object.prototype.hasOwnProperty.call(context, key)) setEntry(extra, key, value);
  }
  return { ...extra, ...context };
}
