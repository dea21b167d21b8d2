import { describe, expect, it } from 'vitest';
import { checkAddress, domainOf, isPlausibleAddress } from '../../../../server/domain/email-check/check-address.js';
import { loadFreeEmailDomains } from '../../../../server/domain/email-check/free-email-domains.js';
import { optedOutSet } from '../../../../server/domain/email-check/opted-out.js';

const freeDomains = await loadFreeEmailDomains();
const settings = { freeDomains, optedOut: optedOutSet(['Opted-Out@Example.org']), includeFreemailSuggestions: true };

describe('isPlausibleAddress', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+forms@mail.example.co.uk',
    'ADA@EXAMPLE.COM',
    'o\'brien@company.ie',
    '"ada lovelace"@company.com',
    'zoë@münchen.de',
    'ada@xn--mnchen-3ya.de',
    'ada@my-company.io',
  ])('accepts %s', (address) => {
    expect(isPlausibleAddress(address)).toBe(true);
  });

  it.each([
    ['no @', 'ada.example.com'],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'ada@'],
    ['a domain without a dot', 'ada@localhost'],
    ['an empty label', 'ada@example..com'],
    ['a leading dot', 'ada@.example.com'],
    ['a trailing dot', 'ada@example.com.'],
    ['a label longer than 63', `ada@${'a'.repeat(64)}.com`],
    ['an underscore', 'ada@my_company.com'],
    ['a space in the domain', 'ada@my company.com'],
    ['a label starting with a hyphen', 'ada@-company.com'],
    ['a label ending with a hyphen', 'ada@company-.com'],
    ['a one-letter tld', 'ada@example.c'],
    ['a numeric tld', 'ada@example.123'],
    ['an IP address', 'ada@192.168.0.1'],
    ['the reserved tld invalid', 'ada@company.invalid'],
    ['the reserved tld test', 'ada@company.test'],
    ['the reserved tld example', 'ada@company.example'],
    ['the reserved tld localhost', 'ada@company.localhost'],
    ['the reserved tld local', 'ada@printer.LOCAL'],
    ['a space in the local part', 'ada lovelace@company.com'],
    ['two unquoted @', 'ada@home@company.com'],
    ['a local part over 64', `${'a'.repeat(65)}@company.com`],
  ])('rejects %s', (_name, address) => {
    expect(isPlausibleAddress(address)).toBe(false);
  });
});

describe('domainOf', () => {
  it('takes the part after the last @, lower-cased', () => {
    expect(domainOf('"a@b"@GMAIL.com')).toBe('gmail.com');
    expect(domainOf('ada')).toBe('');
  });
});

describe('checkAddress', () => {
  it('answers every field', () => {
    expect(checkAddress('ada@gmial.com', settings)).toEqual({
      email: 'ada@gmial.com',
      success: true,
      emailShouldResubscribe: false,
      emailSuggestion: 'ada@gmail.com',
      emailFree: false,
    });
  });

  it('keeps the local part as typed in the suggestion', () => {
    expect(checkAddress('Ada.Lovelace@Hotnail.com', settings).emailSuggestion).toBe('Ada.Lovelace@hotmail.com');
  });

  it.each(['gmail.com', 'GMAIL.COM', 'yahoo.co.uk', 'web.de'])('flags %s as free mail', (domain) => {
    expect(checkAddress(`ada@${domain}`, settings).emailFree).toBe(true);
  });

  it('does not flag a company domain as free mail', () => {
    expect(checkAddress('ada@analytical-engines.co.uk', settings).emailFree).toBe(false);
  });

  it('flags an opted-out address whatever its case', () => {
    expect(checkAddress('OPTED-OUT@example.ORG', settings).emailShouldResubscribe).toBe(true);
    expect(checkAddress('opted-in@example.org', settings).emailShouldResubscribe).toBe(false);
  });

  it('suggests nothing without a local part or a domain', () => {
    expect(checkAddress('@gmial.com', settings).emailSuggestion).toBeNull();
    expect(checkAddress('gmial.com', settings).emailSuggestion).toBeNull();
  });
});
