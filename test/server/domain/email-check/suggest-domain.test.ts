import { describe, expect, it } from 'vitest';
import { loadFreeEmailDomains } from '../../../../server/domain/email-check/free-email-domains.js';
import {
  COMMON_EMAIL_DOMAINS,
  closestCommonDomain,
  fixTldTypo,
  osaDistance,
  suggestDomain,
} from '../../../../server/domain/email-check/suggest-domain.js';

const freeDomains = await loadFreeEmailDomains();
const withFree = { freeDomains, includeFreemail: true };
const withoutFree = { freeDomains, includeFreemail: false };

describe('osaDistance', () => {
  it.each([
    ['gmail.com', 'gmail.com', 0],
    ['gmial.com', 'gmail.com', 1],
    ['gmal.com', 'gmail.com', 1],
    ['gmaill.com', 'gmail.com', 1],
    ['hotnail.com', 'hotmail.com', 1],
    ['hotmial.con', 'hotmail.com', 2],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(osaDistance(a, b)).toBe(distance);
    expect(osaDistance(b, a)).toBe(distance);
  });
});

describe('fixTldTypo', () => {
  it.each([
    ['company.con', 'company.com'],
    ['company.cmo', 'company.com'],
    ['company.ocm', 'company.com'],
    ['company.nte', 'company.net'],
    ['company.ogr', 'company.org'],
    ['company.co', 'company.co'],
    ['company.com', 'company.com'],
  ])('%s -> %s', (domain, fixed) => {
    expect(fixTldTypo(domain)).toBe(fixed);
  });
});

describe('suggestDomain', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmal.com', 'gmail.com'],
    ['gnail.com', 'gmail.com'],
    ['gmail.co', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['hotnail.com', 'hotmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['yaho.com', 'yahoo.com'],
    ['yahooo.com', 'yahoo.com'],
    ['outlok.com', 'outlook.com'],
    ['iclod.com', 'icloud.com'],
    ['comcast.nte', 'comcast.net'],
    ['GMIAL.COM', 'gmail.com'],
  ])('%s -> %s', (domain, suggestion) => {
    expect(suggestDomain(domain, withFree)).toBe(suggestion);
  });

  it('fixes the top-level domain of any domain', () => {
    expect(suggestDomain('company.con', withFree)).toBe('company.com');
    expect(suggestDomain('company.con', withoutFree)).toBe('company.com');
    expect(suggestDomain('charity.ogr', withoutFree)).toBe('charity.org');
  });

  it.each(['gmail.com', 'hotmail.co.uk', 'yahoo.de', 'web.de', 'gmx.com', 'mail.com', 'company.com'])(
    'suggests nothing for the correct domain %s',
    (domain) => {
      expect(suggestDomain(domain, withFree)).toBeNull();
    },
  );

  it.each(['acme-corp.com', 'acme.com', 'university.edu', 'example.org', 'stripe.com', 'bol.com'])(
    'suggests nothing for the unrelated domain %s',
    (domain) => {
      expect(suggestDomain(domain, withFree)).toBeNull();
    },
  );

  it('never suggests a free-mail domain without includeFreemail', () => {
    expect(suggestDomain('gmial.com', withoutFree)).toBeNull();
    expect(suggestDomain('gmail.con', withoutFree)).toBeNull();
    expect(suggestDomain('hotnail.com', withoutFree)).toBeNull();
  });

  it('breaks ties by list order', () => {
    // One edit from both gmx.de and gmx.net: gmx.de comes first in the list.
    expect(osaDistance('gmx.ne', 'gmx.de')).toBe(1);
    expect(osaDistance('gmx.ne', 'gmx.net')).toBe(1);
    expect(COMMON_EMAIL_DOMAINS.indexOf('gmx.de')).toBeLessThan(COMMON_EMAIL_DOMAINS.indexOf('gmx.net'));
    expect(closestCommonDomain('gmx.ne')).toBe('gmx.de');
  });

  it('takes the closest, not the first, of the near domains', () => {
    // hotmail.co.uk (1 edit) comes after hotmail.com (2 edits) in the list.
    expect(osaDistance('hotmail.co.k', 'hotmail.com')).toBe(2);
    expect(closestCommonDomain('hotmail.co.k')).toBe('hotmail.co.uk');
  });

  it('only guesses short names when the name itself is right', () => {
    expect(closestCommonDomain('acme.com')).toBeNull();
    expect(closestCommonDomain('bol.com')).toBeNull();
    expect(closestCommonDomain('aoll.com')).toBeNull();
    expect(closestCommonDomain('aol.co')).toBe('aol.com');
    expect(closestCommonDomain('gmaiil.co')).toBe('gmail.com');
  });
});
