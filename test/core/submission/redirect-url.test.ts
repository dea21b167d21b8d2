import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from '../../../src/core/submission/redirect-url';

const PAGE = 'https://site.test/landing/page?campaign=7';

describe('safeRedirectUrl (spec 4 "Redirect")', () => {
  it.each([
    ['https://example.com/thanks', 'https://example.com/thanks'],
    ['http://example.com/thanks?x=1#top', 'http://example.com/thanks?x=1#top'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
    ['HTTPS://Example.COM/Case', 'https://example.com/Case'],
  ])('accepts the absolute http(s) URL %j', (given, expected) => {
    expect(safeRedirectUrl(given, PAGE)).toBe(expected);
  });

  it.each([
    ['/thanks', 'https://site.test/thanks'],
    ['thanks.html', 'https://site.test/landing/thanks.html'],
    ['../other', 'https://site.test/other'],
    ['?done=1', 'https://site.test/landing/page?done=1'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
  ])('resolves the relative URL %j against the page', (given, expected) => {
    expect(safeRedirectUrl(given, PAGE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:void(0)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:owner@example.com',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    '',
    '   ',
    'http://',
  ])('refuses %j', (given) => {
    expect(safeRedirectUrl(given, PAGE)).toBeUndefined();
  });

  it('refuses a relative URL when the page URL itself is unusable', () => {
    expect(safeRedirectUrl('/thanks', 'not a url')).toBeUndefined();
  });
});
