import { describe, expect, it } from 'vitest';
import { withAnalyticsValues } from '../../../src/core/submission/redirect-analytics';

const VALUES = { __hstc: 'tc.1.2', __hssc: 'sc.3', __hsfp: '42', hutk: 'visitor 1' };
const PAGE = 'https://www.example.com/landing';

describe('withAnalyticsValues (spec section 4 "Redirect")', () => {
  it.each([
    ['another site: appended', 'https://www.other.com/thanks', 'https://www.other.com/thanks?__hstc=tc.1.2&__hssc=sc.3&__hsfp=42&hutk=visitor+1'],
    [
      "another site: after the target's own query, before its fragment, the query kept byte for byte",
      'https://www.other.com/thanks?a=%20b&flag#top',
      'https://www.other.com/thanks?a=%20b&flag&__hstc=tc.1.2&__hssc=sc.3&__hsfp=42&hutk=visitor+1#top',
    ],
    ['the same site: unchanged', 'https://www.example.com/thanks?x=1', 'https://www.example.com/thanks?x=1'],
    ['a subdomain of the same site: unchanged', 'https://shop.example.com/thanks', 'https://shop.example.com/thanks'],
  ])('%s', (_case, target, expected) => {
    expect(withAnalyticsValues(target, PAGE, VALUES)).toBe(expected);
  });

  it('leaves out values the page does not have, and returns the target as it is when none is left', () => {
    expect(withAnalyticsValues('https://www.other.com/t', PAGE, { ...VALUES, __hssc: '', hutk: '' })).toBe(
      'https://www.other.com/t?__hstc=tc.1.2&__hsfp=42',
    );
    expect(withAnalyticsValues('https://www.other.com/t#f', PAGE, { __hstc: '', hutk: '' })).toBe('https://www.other.com/t#f');
  });

  it('keeps a value the target already carries', () => {
    expect(withAnalyticsValues('https://www.other.com/t?hutk=own', PAGE, { hutk: 'visitor', __hsfp: '42' })).toBe(
      'https://www.other.com/t?hutk=own&__hsfp=42',
    );
  });

  it('counts co.uk sites and hosts on ports by their registrable domain', () => {
    expect(withAnalyticsValues('https://b.co.uk/', 'https://a.co.uk/', { hutk: 'v' })).toBe('https://b.co.uk/?hutk=v');
    expect(withAnalyticsValues('https://www.a.co.uk/', 'https://a.co.uk/', { hutk: 'v' })).toBe('https://www.a.co.uk/');
    expect(withAnalyticsValues('http://localhost:81/', 'http://localhost:80/', { hutk: 'v' })).toBe('http://localhost:81/');
    expect(withAnalyticsValues('http://127.0.0.1:81/', 'http://localhost:80/', { hutk: 'v' })).toBe('http://127.0.0.1:81/?hutk=v');
  });
});
