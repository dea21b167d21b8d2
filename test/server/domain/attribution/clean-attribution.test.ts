import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition.js';
import {
  cleanAttribution,
  cleanPageUrl,
  contextWithoutAttribution,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  submittedAttribution,
} from '../../../../server/domain/attribution/clean-attribution.js';
import { textFieldsDefinition } from '../../../store/wire-definition.js';

function definitionWith(metaData: { name: string; value: string }[]) {
  const normalized = normalizeDefinition(textFieldsDefinition(['email'], { metaData }));
  if (!normalized.ok) throw new Error(normalized.error);
  return normalized.value.definition;
}

describe('cleaning the attribution a browser sent', () => {
  it('keeps the listed campaign and click-id keys with string values, trimmed', () => {
    expect(cleanAttribution({ utm_source: ' newsletter ', utm_campaign: 'spring', gclid: 'abc123', msclkid: 'm1' })).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      gclid: 'abc123',
      msclkid: 'm1',
    });
  });

  it('drops unknown keys, values that are not strings, and values that are empty once trimmed', () => {
    expect(
      cleanAttribution({ utm_source: 'ads', utm_medium: 42, utm_term: ['a'], utm_content: '   ', fbclid: null, email: 'ada@example.com', __proto__: { utm_campaign: 'x' } }),
    ).toEqual({ utm_source: 'ads' });
  });

  it('keeps a value on one line: line breaks, tabs and other control characters become a space', () => {
    expect(cleanAttribution({ utm_campaign: 'spring\r\n\tsale\u0000', utm_term: '\n\t' })).toEqual({ utm_campaign: 'spring sale' });
  });

  it(`cuts a value to ${MAX_ATTRIBUTION_VALUE_LENGTH} characters`, () => {
    expect(cleanAttribution({ utm_term: 'x'.repeat(5000) })).toEqual({ utm_term: 'x'.repeat(MAX_ATTRIBUTION_VALUE_LENGTH) });
  });

  it('is null when the attribution is no object, or when nothing usable is left', () => {
    for (const sent of [undefined, null, 'utm_source=ads', 7, ['ads'], {}, { utm_source: '' }, { referrer: 'not a url' }]) {
      expect(cleanAttribution(sent)).toBeNull();
    }
  });

  it('keeps the referrer and landing page as http(s) URLs without fragment, credentials, or query parameters but the listed ones', () => {
    expect(
      cleanAttribution({
        referrer: 'https://search.example/results?q=ada+lovelace&utm_source=search#top',
        landingPage: 'http://user:secret@shop.example/spring?email=ada%40example.com&utm_campaign=spring&gclid=g1&session=s9#form',
      }),
    ).toEqual({ referrer: 'https://search.example/results?utm_source=search', landingPage: 'http://shop.example/spring?utm_campaign=spring&gclid=g1' });
  });

  it('leaves no bare question mark when every query parameter is dropped', () => {
    expect(cleanPageUrl('https://blog.example/post?ref=home')).toBe('https://blog.example/post');
  });

  it('drops a referrer or landing page that is not an http(s) URL, or too long to keep whole', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/a', '/relative/path', 'not a url', 42, `https://long.example/${'a'.repeat(MAX_ATTRIBUTION_VALUE_LENGTH)}`]) {
      expect(cleanPageUrl(url)).toBeUndefined();
    }
    expect(cleanAttribution({ utm_source: 'ads', referrer: 'javascript:alert(1)', landingPage: 'mailto:ada@example.com' })).toEqual({ utm_source: 'ads' });
  });
});

describe('the attribution a submission stores', () => {
  const context = { pageUrl: 'https://shop.example/contact', attribution: { utm_source: 'newsletter', landingPage: 'https://shop.example/?utm_source=newsletter' } };

  it("is the cleaned attribution of hs_context when the form's option is on (the default)", () => {
    expect(submittedAttribution(context, definitionWith([]))).toEqual({ utm_source: 'newsletter', landingPage: 'https://shop.example/?utm_source=newsletter' });
  });

  it('is null when the form the visitor saw has its attribution option off, or turns off cookie submission', () => {
    expect(submittedAttribution(context, definitionWith([{ name: 'attribution', value: 'false' }]))).toBeNull();
    expect(submittedAttribution(context, definitionWith([{ name: 'disableCookieSubmission', value: 'true' }]))).toBeNull();
  });

  it('is null when hs_context carries none', () => {
    expect(submittedAttribution({ pageUrl: 'https://shop.example/contact' }, definitionWith([]))).toBeNull();
  });
});

describe('hs_context as stored', () => {
  it('is the text as sent when it carries no attribution', () => {
    const sent = '{ "pageUrl": "https://shop.example/contact",  "hutk": "h1" }';
    expect(contextWithoutAttribution(sent, JSON.parse(sent) as Record<string, unknown>)).toBe(sent);
    expect(contextWithoutAttribution(null, {})).toBeNull();
  });

  it('loses the raw attribution, which is kept cleaned apart', () => {
    const sent = JSON.stringify({ pageUrl: 'https://shop.example/contact', attribution: { referrer: 'https://mail.example/?token=secret' } });
    expect(JSON.parse(contextWithoutAttribution(sent, JSON.parse(sent) as Record<string, unknown>) ?? 'null')).toEqual({ pageUrl: 'https://shop.example/contact' });
  });
});
