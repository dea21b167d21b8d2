import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  FREE_EMAIL_DOMAINS_FILE,
  loadFreeEmailDomains,
  parseDomainList,
} from '../../../../server/domain/email-check/free-email-domains.js';
import { COMMON_EMAIL_DOMAINS } from '../../../../server/domain/email-check/suggest-domain.js';

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/;

async function fileLines(): Promise<string[]> {
  return (await readFile(FREE_EMAIL_DOMAINS_FILE, 'utf8')).split('\n');
}

describe('free-email-domains.txt', () => {
  it('names its source in a header comment', async () => {
    const lines = await fileLines();
    expect(lines[0]).toMatch(/^# /);
    const header = lines.filter((line) => line.startsWith('#')).join('\n');
    expect(header).toMatch(/Source:/);
    expect(header).toMatch(/free-email-domains/);
    expect(header).toMatch(/HubSpot/);
  });

  it('holds at least 400 unique valid domains, lower-case, one a line', async () => {
    const domains = (await fileLines()).filter((line) => line !== '' && !line.startsWith('#'));
    expect(domains.length).toBeGreaterThanOrEqual(400);
    expect(new Set(domains).size).toBe(domains.length);
    expect(domains.filter((domain) => !DOMAIN.test(domain))).toEqual([]);
  });

  it('has the big providers of every region', async () => {
    const domains = await loadFreeEmailDomains();
    for (const domain of [
      'gmail.com',
      'googlemail.com',
      'yahoo.co.uk',
      'hotmail.fr',
      'outlook.de',
      'live.com',
      'aol.com',
      'icloud.com',
      'gmx.net',
      'web.de',
      'mail.ru',
      'yandex.ru',
      'proton.me',
      'qq.com',
      '163.com',
      'naver.com',
      'orange.fr',
      'libero.it',
      'wp.pl',
      'seznam.cz',
      'uol.com.br',
      'rediffmail.com',
      'comcast.net',
    ]) {
      expect(domains.has(domain), domain).toBe(true);
    }
  });

  it('has every domain the typo check suggests', async () => {
    const domains = await loadFreeEmailDomains();
    expect(COMMON_EMAIL_DOMAINS.filter((domain) => !domains.has(domain))).toEqual([]);
  });

  it('leaves out company and reserved domains', async () => {
    const domains = await loadFreeEmailDomains();
    for (const domain of ['example.com', 'example.org', 'acme.com', 'hubspot.com', 'google.com', 'microsoft.com']) {
      expect(domains.has(domain), domain).toBe(false);
    }
  });
});

describe('parseDomainList', () => {
  it('skips blank and # lines, trims and lower-cases', () => {
    expect([...parseDomainList('# source\n\n Gmail.COM \r\nweb.de\n  # note\n')]).toEqual(['gmail.com', 'web.de']);
  });

  it('loads the file once', async () => {
    expect(await loadFreeEmailDomains()).toBe(await loadFreeEmailDomains());
  });
});
