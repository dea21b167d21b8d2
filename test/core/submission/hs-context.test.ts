import { describe, expect, it } from 'vitest';
import { buildHsContext, type HsContextFacts } from '../../../src/core/submission/hs-context';
import { hsContextOptions } from '../builders';

const FACTS: HsContextFacts = {
  pageUrl: 'https://site.test/landing?utm=1',
  pageTitle: 'Landing',
  referrer: 'https://search.test/',
  pageId: '9876',
  formInstanceId: '2',
  locale: 'de',
  pageCanonicalUrl: '',
  analytics: { __hstc: '', __hssc: '', __hsfp: '' },
  options: hsContextOptions(),
};

const sent = (more: Partial<Parameters<typeof buildHsContext>[1]> = {}) => ({
  hutk: 'cookie-123',
  now: 1_716_300_000_000,
  correlationId: 'key-1',
  captchaStatus: 'NOT_APPLICABLE',
  resubscribed: false,
  extra: {},
  ...more,
});

describe('buildHsContext: attribution', () => {
  it('carries the first touch under attribution; neither the option nor the callback can forge one, or add one when there is none', () => {
    const firstTouch = { utm_source: 'news', landingPage: 'https://site.test/landing?utm_source=news' };
    const forged = { attribution: { utm_source: 'forged' } };
    const facts = { ...FACTS, options: hsContextOptions({ extraSubmissionMetadata: forged }) };
    expect(buildHsContext(facts, sent({ attribution: firstTouch, extra: forged })).attribution).toEqual(firstTouch);
    expect(buildHsContext(facts, sent({ extra: forged })).attribution).toBeUndefined();
  });
});

describe('buildHsContext (spec 7.7 "Extra submit metadata")', () => {
  it('holds the page facts, the tracking id, locale, timestamp, correlation id, captcha status and source', () => {
    expect(JSON.parse(JSON.stringify(buildHsContext(FACTS, sent())))).toEqual({
      hutk: 'cookie-123',
      pageUrl: 'https://site.test/landing?utm=1',
      pageTitle: 'Landing',
      pageName: 'Landing',
      path: '/landing',
      referrer: 'https://search.test/',
      referrerPath: '/',
      pageId: '9876',
      formInstanceId: '2',
      locale: 'de',
      timestamp: 1_716_300_000_000,
      correlationId: 'key-1',
      captchaStatus: 'NOT_APPLICABLE',
      source: 'forms-embed',
    });
  });

  it('leaves out hutk when there is none (also in the JSON sent), and an empty referrer or page id', () => {
    const context = buildHsContext({ ...FACTS, referrer: '', pageId: '' }, sent({ hutk: '' }));
    const json = JSON.parse(JSON.stringify(context)) as Record<string, unknown>;
    expect('hutk' in json).toBe(false);
    expect('referrer' in json).toBe(false);
    expect('pageId' in json).toBe(false);
    expect(json).toMatchObject({ pageUrl: FACTS.pageUrl, source: 'forms-embed' });
  });

  it('says when the visitor asked to opt back in', () => {
    expect(buildHsContext(FACTS, sent({ resubscribed: true })).isResubscribe).toBe(true);
    expect(JSON.parse(JSON.stringify(buildHsContext(FACTS, sent())))).not.toHaveProperty('isResubscribe');
  });

  it('names the form version the page loaded, and leaves it out when the definition named none', () => {
    expect(buildHsContext(FACTS, sent({ formVersion: '3' })).formVersion).toBe('3');
    expect(JSON.parse(JSON.stringify(buildHsContext(FACTS, sent())))).not.toHaveProperty('formVersion');
    expect(buildHsContext(FACTS, sent({ formVersion: '3', extra: { formVersion: '1' } })).formVersion).toBe('3');
  });

  it("adds the site owner's extra metadata", () => {
    const context = buildHsContext(FACTS, sent({ extra: { campaign: 'spring', score: 7, nested: { a: 1 } } }));
    expect(context).toMatchObject({ campaign: 'spring', score: 7, nested: { a: 1 }, hutk: 'cookie-123', source: 'forms-embed' });
  });

  it('never lets extra metadata replace a built-in key', () => {
    const context = buildHsContext(
      FACTS,
      sent({
        extra: {
          hutk: 'forged',
          pageUrl: 'https://evil.test/',
          timestamp: 1,
          correlationId: 'forged',
          captchaStatus: 'PASSED',
          locale: 'xx',
          source: 'other',
          formInstanceId: '99',
          kept: 'yes',
        },
      }),
    );
    expect(context).toMatchObject({
      hutk: 'cookie-123',
      pageUrl: FACTS.pageUrl,
      timestamp: 1_716_300_000_000,
      correlationId: 'key-1',
      captchaStatus: 'NOT_APPLICABLE',
      locale: 'de',
      source: 'forms-embed',
      formInstanceId: '2',
      kept: 'yes',
    });
  });

  it('does not take a built-in key from extra even when the built-in value is absent (no hutk)', () => {
    const context = buildHsContext(FACTS, sent({ hutk: '', extra: { hutk: 'forged' } }));
    expect(context.hutk).toBeUndefined();
  });

  it('keeps __proto__ in extra as plain data: no prototype change, no pollution', () => {
    const extra = JSON.parse('{"__proto__": {"polluted": true}, "campaign": "spring"}') as Record<string, unknown>;
    const context = buildHsContext(FACTS, sent({ extra }));
    expect(Object.getPrototypeOf(context)).toBe(Object.prototype);
    expect((context as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(context, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(context))).toMatchObject({ campaign: 'spring' });
    expect(JSON.stringify(context)).toContain('"__proto__":{"polluted":true}');
  });
});

describe('buildHsContext: page, analytics and site-owner fields (spec 7.7, spec 3 "Page data", "Other", "Analytics values")', () => {
  it("sends the page's analytics cookies __hstc, __hssc and __hsfp, and leaves out the ones it does not have", () => {
    const context = buildHsContext({ ...FACTS, analytics: { __hstc: 'tc.1.2', __hssc: 'sc.3', __hsfp: '' } }, sent());
    expect(context).toMatchObject({ __hstc: 'tc.1.2', __hssc: 'sc.3' });
    expect(JSON.parse(JSON.stringify(context))).not.toHaveProperty('__hsfp');
  });

  it('takes canonicalUrl, contentType, path, referrerPath and pageName from the options first', () => {
    const options = hsContextOptions({
      canonicalUrl: 'https://site.test/canonical',
      contentType: 'landing-page',
      path: '/given/path',
      referrerPath: '/given/referrer',
      pageName: 'Spring landing',
    });
    const context = buildHsContext({ ...FACTS, pageCanonicalUrl: 'https://site.test/from-link', options }, sent());
    expect(context).toMatchObject({
      canonicalUrl: 'https://site.test/canonical',
      contentType: 'landing-page',
      path: '/given/path',
      referrerPath: '/given/referrer',
      pageName: 'Spring landing',
    });
  });

  it('else what the page says: its canonical link, its path, the referrer\'s path, its title as the name', () => {
    const facts = { ...FACTS, referrer: 'https://search.test/results?q=x', pageCanonicalUrl: 'https://site.test/from-link' };
    const context = buildHsContext(facts, sent());
    expect(context).toMatchObject({ canonicalUrl: 'https://site.test/from-link', path: '/landing', referrerPath: '/results', pageName: 'Landing' });
    const bare = JSON.parse(JSON.stringify(buildHsContext({ ...FACTS, referrer: '' }, sent()))) as Record<string, unknown>;
    expect(bare).not.toHaveProperty('canonicalUrl');
    expect(bare).not.toHaveProperty('contentType');
    expect(bare).not.toHaveProperty('referrerPath');
  });

  it("puts the site owner's ids of spec 3 'Other' under their own names, and only the given ones", () => {
    const options = hsContextOptions({ sfdcCampaignId: '701A', goToWebinarWebinarKey: 'web-9', followUpId: 'f-1', abTestId: '' });
    const context = JSON.parse(JSON.stringify(buildHsContext({ ...FACTS, options }, sent()))) as Record<string, unknown>;
    expect(context).toMatchObject({ sfdcCampaignId: '701A', goToWebinarWebinarKey: 'web-9', followUpId: 'f-1' });
    expect(context).not.toHaveProperty('abTestId');
  });

  it('merges the extraSubmissionMetadata option like getExtraMetaDataBeforeSubmit: the callback wins, no built-in key is replaced', () => {
    const options = hsContextOptions({
      extraSubmissionMetadata: { campaign: 'option', channel: 'web', pageUrl: 'https://evil.test/', sfdcCampaignId: 'forged', __hstc: 'forged' },
    });
    const context = buildHsContext({ ...FACTS, options }, sent({ extra: { campaign: 'callback' } }));
    expect(context).toMatchObject({ campaign: 'callback', channel: 'web', pageUrl: FACTS.pageUrl });
    expect(context.sfdcCampaignId).toBeUndefined();
    expect(context.__hstc).toBeUndefined();
  });
});
