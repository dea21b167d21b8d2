// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadOrigin } from '../../../console/lead/LeadOrigin';

afterEach(cleanup);

/** The section's rows as [term, text], in order. */
function pairs() {
  const section = screen.getByRole('region', { name: 'Where it came from' });
  return within(section)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("a lead's \"Where it came from\" section", () => {
  it('lists what was recorded in plain words, in order, then the submission page', () => {
    render(
      <LeadOrigin
        lead={{
          attribution: {
            landingPage: 'https://shop.example/spring?utm_source=newsletter',
            gclid: 'g-1',
            utm_campaign: 'spring',
            utm_source: 'newsletter',
            referrer: 'https://mail.example/',
          },
          pageUrl: 'https://shop.example/contact',
        }}
      />,
    );
    expect(pairs()).toEqual([
      ['UTM source', 'newsletter'],
      ['UTM campaign', 'spring'],
      ['Google Ads click ID', 'g-1'],
      ['Referrer', 'https://mail.example/'],
      ['Landing page', 'https://shop.example/spring?utm_source=newsletter'],
      ['Submission page', 'https://shop.example/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'https://mail.example/' }).getAttribute('href')).toBe('https://mail.example/');
    expect(screen.queryByText(/Nothing was recorded/)).toBeNull();
  });

  it('says when nothing was recorded, still naming the submission page', () => {
    render(<LeadOrigin lead={{ attribution: null, pageUrl: 'https://shop.example/contact' }} />);
    expect(screen.getByText('Nothing was recorded about where this lead came from.')).toBeTruthy();
    expect(pairs()).toEqual([['Submission page', 'https://shop.example/contact']]);
  });

  it('links no address that is not http(s)', () => {
    render(<LeadOrigin lead={{ attribution: { utm_source: 'ads' }, pageUrl: 'javascript:alert(1)' }} />);
    expect(pairs()).toEqual([
      ['UTM source', 'ads'],
      ['Submission page', 'javascript:alert(1)'],
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
