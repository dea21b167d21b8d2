// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerAs, fakeHost, formSummary, OWNER, useFakeHost } from './fake-host';
import { renderConsole } from './render-console';

useFakeHost();

const HOUR_MS = 3_600_000;

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

describe('the forms list', () => {
  it('shows each form: name linking to its inbox, leads, last 7 days, last lead, version', async () => {
    const lastLeadAt = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    answerAs({
      me: OWNER,
      forms: [
        formSummary({ lastLeadAt }),
        formSummary({ guid: 'news-guid', portalId: '654321', name: 'Newsletter', publishedVersion: null, live: false, unpublishedChanges: true, leads: 0, leadsLast7Days: 0 }),
        formSummary({ guid: 'old-guid', name: 'Old survey', archivedAt: '2026-02-01T00:00:00.000Z', live: false }),
        formSummary({ guid: 'held-guid', name: 'Held back', publishedVersion: 1, live: false }),
        formSummary({ guid: 'changed-guid', name: 'Being changed', publishedVersion: 3, unpublishedChanges: true }),
      ],
    });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Contact us' });

    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/owner/forms/123456/contact-guid');
    const contact = within(rowOf('Contact us'));
    expect(contact.getByText('1,234')).toBeTruthy();
    expect(contact.getByText('12')).toBeTruthy();
    expect(contact.getByText('Live, version 2')).toBeTruthy();
    expect(contact.queryByText('Unpublished changes')).toBeNull();
    const time = rowOf('Contact us').querySelector('time');
    expect(time?.textContent).toBe('about 2 hours ago');
    expect(time?.getAttribute('dateTime')).toBe(lastLeadAt);
    expect(time?.getAttribute('title')).toMatch(/\d{4}/);

    const newsletter = within(rowOf('Newsletter'));
    expect(screen.getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe('/owner/forms/654321/news-guid');
    expect(newsletter.getByText('Draft, never published')).toBeTruthy();
    expect(newsletter.getByText('None yet')).toBeTruthy();
    expect(newsletter.queryByText('Archived')).toBeNull();

    expect(within(rowOf('Old survey')).getByText('Archived')).toBeTruthy();
    expect(within(rowOf('Held back')).getByText('Not live (version 1 is marked unpublished)')).toBeTruthy();
    expect(rowOf('Being changed').textContent).toContain('Live, version 3Unpublished changes');
    expect(document.title).toBe('Forms · Forms console');
  });

  it('shows the share of spam among each form\'s leads, and nothing for a form without leads', async () => {
    answerAs({
      me: OWNER,
      forms: [
        formSummary({ name: 'Contact us', leads: 200, spamLeads: 25 }),
        formSummary({ guid: 'quiet-guid', name: 'Quiet', leads: 1000, spamLeads: 3 }),
        formSummary({ guid: 'clean-guid', name: 'Clean', leads: 10, spamLeads: 0 }),
        formSummary({ guid: 'new-guid', name: 'Brand new', leads: 0, spamLeads: 0 }),
      ],
    });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Contact us' });
    const leadsCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[0]!;
    // What a screen reader reads in the cell: the count, the rate and what it is made of.
    expect(leadsCell('Contact us').textContent).toBe('20013 % spam: 25 of 200 leads');
    expect(within(leadsCell('Contact us')).getByText('13 % spam')).toBeTruthy();
    expect(within(leadsCell('Quiet')).getByText('<1 % spam')).toBeTruthy();
    expect(within(leadsCell('Clean')).getByText('0 % spam')).toBeTruthy();
    expect(leadsCell('Brand new').textContent).toBe('0');
  });

  it('shows form names as text, never as markup', async () => {
    answerAs({ me: OWNER, forms: [formSummary({ name: '<img src=x onerror=alert(1)>' })] });
    renderConsole('/');
    const link = await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(link.querySelector('img')).toBeNull();
  });

  it('says when there are no forms', async () => {
    answerAs({ me: OWNER, forms: [] });
    renderConsole('/');
    expect(await screen.findByText('No forms yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the host's message when the list cannot be read", async () => {
    answerAs({ me: OWNER });
    fakeHost.use(http.get('*/api/v1/forms', () => HttpResponse.json({ status: 'error', message: 'Database unavailable' }, { status: 503 })));
    renderConsole('/');
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });
});
