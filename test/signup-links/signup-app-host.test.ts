import { describe, expect, it } from 'vitest';
import { signupAppHost, type SignupHostInput } from '../../src/signup-links/signup-app-host';

const input = (overrides: Partial<SignupHostInput>): SignupHostInput => ({
  origin: 'https://forms.acme.test',
  baseDomain: undefined,
  region: '',
  envOption: '',
  pageUrl: 'https://www.site.test/',
  ...overrides,
});

describe('signupAppHost', () => {
  it('is the origin that served the embed when it is self-hosted, whatever the region or env', () => {
    expect(signupAppHost(input({}))).toBe('https://forms.acme.test');
    expect(signupAppHost(input({ region: 'eu1', envOption: 'qa' }))).toBe('https://forms.acme.test');
    expect(signupAppHost(input({ envOption: 'local', pageUrl: 'https://qa.site.test/?env=qa' }))).toBe('https://forms.acme.test');
  });

  it('is the app host of the base domain, by region', () => {
    expect(signupAppHost(input({ baseDomain: 'example.com' }))).toBe('https://app.example.com');
    expect(signupAppHost(input({ baseDomain: 'example.com', region: 'na1' }))).toBe('https://app.example.com');
    expect(signupAppHost(input({ baseDomain: 'example.com', region: 'EU1' }))).toBe('https://app-eu1.example.com');
  });

  it('is the QA variant when the anchor, the page query or the page host name says QA', () => {
    expect(signupAppHost(input({ baseDomain: 'example.com', envOption: 'qa' }))).toBe('https://app.qa.example.com');
    expect(signupAppHost(input({ baseDomain: 'example.com', pageUrl: 'https://www.site.test/?env=QA' }))).toBe('https://app.qa.example.com');
    expect(signupAppHost(input({ baseDomain: 'example.com', pageUrl: 'https://site-qa.test.com/' }))).toBe('https://app.qa.example.com');
  });

  it('is the local variant when the anchor or the page query says local', () => {
    expect(signupAppHost(input({ baseDomain: 'example.com', envOption: 'local' }))).toBe('https://local.example.com');
    expect(signupAppHost(input({ baseDomain: 'example.com', pageUrl: 'https://www.site.test/?env=local' }))).toBe('https://local.example.com');
  });

  it('reads no environment from a page address it cannot parse', () => {
    expect(signupAppHost(input({ baseDomain: 'example.com', pageUrl: 'not a url?env=qa' }))).toBe('https://app.example.com');
  });
});
