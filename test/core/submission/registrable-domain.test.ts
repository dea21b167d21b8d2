import { describe, expect, it } from 'vitest';
import { isOtherRegistrableDomain, registrableDomain } from '../../../src/core/submission/registrable-domain';

describe('registrableDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['www.example.com', 'example.com'],
    ['a.b.example.com', 'example.com'],
    ['WWW.Example.COM.', 'example.com'],
    ['shop.example.co.uk', 'example.co.uk'],
    ['example.co.uk', 'example.co.uk'],
    ['www.example.com.au', 'example.com.au'],
    ['news.example.co.jp', 'example.co.jp'],
    ['loja.example.com.br', 'example.com.br'],
    ['alice.github.io', 'alice.github.io'],
    ['docs.alice.github.io', 'alice.github.io'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['10.1.2.3', '10.1.2.3'],
    ['[::1]', '[::1]'],
  ])('%s -> %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });
});

describe('isOtherRegistrableDomain', () => {
  it.each([
    ['same page host', 'https://www.example.com/form', 'https://www.example.com/thanks', false],
    ['a subdomain of the same site', 'https://www.example.com/form', 'https://shop.example.com/thanks', false],
    ['another port and scheme of the same host', 'http://example.com:8080/form', 'https://example.com/thanks', false],
    ['another site', 'https://www.example.com/form', 'https://www.other.com/thanks', true],
    ['the same label under another suffix', 'https://example.com/form', 'https://example.org/', true],
    ['two sites under co.uk', 'https://shop.alpha.co.uk/', 'https://www.beta.co.uk/', true],
    ['two hosts of one co.uk site', 'https://shop.alpha.co.uk/', 'https://www.alpha.co.uk/', false],
    ['two github.io sites', 'https://alice.github.io/', 'https://bob.github.io/', true],
    ['the same IP on another port', 'http://127.0.0.1:4000/', 'http://127.0.0.1:4001/', false],
    ['two IPs', 'http://127.0.0.1/', 'http://127.0.0.2/', true],
    ['localhost and its IP', 'http://localhost:4000/', 'http://127.0.0.1:4000/', true],
    ['an unreadable page URL', 'not a url', 'https://www.other.com/', false],
  ])('%s', (_case, pageUrl, targetUrl, other) => {
    expect(isOtherRegistrableDomain(pageUrl, targetUrl)).toBe(other);
  });
});
