import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../src/core/form-definition';
import { thankYouHtml, thankYouTrust } from '../../../src/core/submission/thank-you';
import { normalizedDefinition } from '../builders';
import { textFieldsDefinition } from '../../store/wire-definition';

const definition = (messages: Partial<Pick<FormDefinition, 'inlineMessage' | 'thankYouMessage'>> = {}): FormDefinition => ({
  ...normalizedDefinition(textFieldsDefinition(['email'])),
  inlineMessage: '',
  thankYouMessage: '',
  ...messages,
});

const response = (inlineMessage?: string) =>
  inlineMessage === undefined ? { conversionId: 'c-1', formGuid: 'g' } : { conversionId: 'c-1', formGuid: 'g', inlineMessage };

describe('thankYouHtml', () => {
  const all = definition({ inlineMessage: '<p>Definition inline</p>', thankYouMessage: '<p>Definition thank-you</p>' });

  it("takes the site owner's inlineMessage first", () => {
    expect(thankYouHtml('<p>Owner</p>', response('<p>Host</p>'), all)).toBe('<p>Owner</p>');
  });

  it("then the host's answer", () => {
    expect(thankYouHtml('', response('<p>Host</p>'), all)).toBe('<p>Host</p>');
  });

  it("then the definition's inlineMessage", () => {
    expect(thankYouHtml('', response(), all)).toBe('<p>Definition inline</p>');
    expect(thankYouHtml('', response(''), all)).toBe('<p>Definition inline</p>');
  });

  it("then the definition's thankYouMessage", () => {
    expect(thankYouHtml('', response(), definition({ thankYouMessage: '<p>Definition thank-you</p>' }))).toBe('<p>Definition thank-you</p>');
  });

  it("is '' when none is given (the UI then shows the default wording)", () => {
    expect(thankYouHtml('', response(), definition())).toBe('');
  });

  it('skips blank candidates and keeps the chosen one as given (unsanitised, not trimmed)', () => {
    expect(thankYouHtml('   ', response(' \n'), definition({ inlineMessage: '\t', thankYouMessage: ' <b>Thanks</b> ' }))).toBe(' <b>Thanks</b> ');
    expect(thankYouHtml('<script>x()</script>', response(), all)).toBe('<script>x()</script>');
  });
});

describe('thankYouTrust (spec section 6, rawHtmlAccess)', () => {
  const withScope = (rawHtmlAccess: boolean, renderRawHtml: boolean) =>
    normalizedDefinition(
      textFieldsDefinition(['email'], { top: { scopes: { rawHtmlAccess } }, metaData: [{ name: 'renderRawHtml', value: String(renderRawHtml) }] }),
    );

  it("keeps rich-text markup only, unless the scope grants the site owner's own markup, as given only in raw mode", () => {
    expect(thankYouTrust(withScope(false, false))).toBe('rich');
    expect(thankYouTrust(withScope(false, true))).toBe('rich');
    expect(thankYouTrust(withScope(true, false))).toBe('owner');
    expect(thankYouTrust(withScope(true, true))).toBe('raw');
  });
});
