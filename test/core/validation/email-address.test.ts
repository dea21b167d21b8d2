import { describe, expect, it } from 'vitest';
import {
  blockedDomainOf, emailDomain, isDomainName, isEmailFormat, normalizeBlockedDomains,
} from '../../../src/core/validation/email-address';

describe('isEmailFormat', () => {
  it.each([
    'jo@example.com', 'Jo.Smith@Example.COM', 'jo+news@example.co.uk', "o'brien@example.ie", 'first_last@sub-domain.example.org',
    "!#$%&'*+/=?^_`{|}~-@example.com", 'a@b.cd', `jo@${'a'.repeat(63)}.com`,
  ])('accepts %s', (email) => {
    expect(isEmailFormat(email)).toBe(true);
  });

  it.each([
    '', 'jo', 'jo@', '@example.com', 'jo@example', 'jo@example.c', 'jo@example.c0m', 'jo@@example.com', 'jo@exa@mple.com',
    'jo smith@example.com', ' jo@example.com', 'jo@example.com ', '.jo@example.com', 'jo.@example.com', 'jo..smith@example.com',
    'jo@.example.com', 'jo@example..com', 'jo@-example.com', 'jo@example-.com', 'jo@ex_ample.com', 'jo@example.com.',
    '"jo"@example.com', 'jö@example.com', 'jo@exämple.com', `jo@${'a'.repeat(64)}.com`, 'jo@[127.0.0.1]',
  ])('refuses %j', (email) => {
    expect(isEmailFormat(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    const longest = `${'l'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(isEmailFormat(longest)).toBe(true);
    expect(isEmailFormat(`l${longest}`)).toBe(false);
    expect(isEmailFormat(`${'l'.repeat(100_000)}@example.com`)).toBe(false);
  });
});

describe('emailDomain', () => {
  it.each([
    ['jo@Example.COM', 'example.com'],
    ['jo@sub.example.com', 'sub.example.com'],
    ['a@b@c.example', 'c.example'],
    ['jo@ example.com ', 'example.com'],
    ['jo@', ''],
    ['no-at-sign', ''],
    ['', ''],
  ])('%j -> %j', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe('isDomainName', () => {
  it.each([
    'example.com', 'www.example.com', 'a.b.c.example.co.uk', 'EXAMPLE.COM', 'my-site.io', 'https://example.com',
    'http://www.example.com/path/to?x=1#top', 'example.com/about', 'ftp://files.example.org', 'example.com?ref=1', `${'a'.repeat(63)}.com`,
  ])('accepts %s', (value) => {
    expect(isDomainName(value)).toBe(true);
  });

  it.each([
    '', 'example', 'localhost', '.com', 'example.', 'example..com', '-example.com', 'example-.com', 'exa mple.com',
    'example.c', 'example.123', '127.0.0.1', 'jo@example.com', 'https://', 'ex_ample.com', `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`,
  ])('refuses %j', (value) => {
    expect(isDomainName(value)).toBe(false);
  });
});

describe('normalizeBlockedDomains', () => {
  it('splits comma lists, drops everything up to an @, lower-cases, trims and removes duplicates', () => {
    expect(normalizeBlockedDomains([
      ['Gmail.com', '@yahoo.com, hotmail.com', 'someone@Competitor.example'],
      ' outlook.com ,, GMAIL.COM ',
      [],
      '',
    ])).toEqual(['gmail.com', 'yahoo.com', 'hotmail.com', 'competitor.example', 'outlook.com']);
  });

  it('is empty for empty lists', () => {
    expect(normalizeBlockedDomains([])).toEqual([]);
    expect(normalizeBlockedDomains([[], '', ' , ', ['@']])).toEqual([]);
  });
});

describe('blockedDomainOf', () => {
  const blocked = ['gmail.com', 'competitor.example'];

  it.each([
    ['jo@gmail.com', 'gmail.com'],
    ['Jo@GMAIL.COM', 'gmail.com'],
    ['jo@mail.gmail.com', 'gmail.com'],
    ['jo@a.b.competitor.example', 'competitor.example'],
    ['jo@notgmail.com', undefined],
    ['jo@gmail.com.example', undefined],
    ['jo@gmail.co', undefined],
    ['gmail.com', undefined],
    ['jo@', undefined],
  ])('%s is blocked by %s', (email, domain) => {
    expect(blockedDomainOf(email, blocked)).toBe(domain);
  });

  it('blocks nothing with an empty list', () => {
    expect(blockedDomainOf('jo@gmail.com', [])).toBeUndefined();
  });
});
