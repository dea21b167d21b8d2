import { describe, expect, it } from 'vitest';
import { buildHsContext, type HsContextFacts } from '../../../src/core/submission/hs-context';

const FACTS: HsContextFacts = {
  pageUrl: 'https://site.test/landing?utm=1',
  pageTitle: 'Landing',
  referrer: 'https://search.test/',
  pageId: '9876',
  formInstanceId: '2',
  locale: 'de',
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

describe('buildHsContext (spec 7.7 "Extra submit metadata")', () => {
  it('holds the page facts, the tracking id, locale, timestamp, correlation id, captcha status and source', () => {
    expect(buildHsContext(FACTS, sent())).toEqual({
      hutk: 'cookie-123',
      pageUrl: 'https://site.test/landing?utm=1',
      pageTitle: 'Landing',
      referrer: 'https://search.test/',
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
