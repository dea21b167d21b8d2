// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../console/api/owner-api';
import { columnPreferencesKey } from '../../../console/inbox/column-preferences';
import { SEARCH_DEBOUNCE_MS } from '../../../console/inbox/use-param-input';
import { POLL_INTERVAL_MS } from '../../../console/inbox/use-leads';
import { answerAs, fakeHost, OWNER, recordRequests } from '../fake-host';
import { contactFormDetail, FORM_ID, lead, PORTAL_ID } from '../lead-fixtures';
import { renderConsole } from '../render-console';

const INBOX = `/forms/${PORTAL_ID}/${FORM_ID}`;
const LABELS = ['Received', 'First name', 'Last name', 'Email', 'Company name', 'Message', 'Source'];
// jsdom lays nothing out; the table's scroll box gets the height of ten rows.
const BOX_HEIGHT = 440;

beforeAll(() => {
  fakeHost.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  // Each test's spies are restored after it (vitest.config.ts restoreMocks).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(BOX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  localStorage.clear();
  answerAs({ me: OWNER });
  fakeHost.use(http.get(`*/api/v1/portals/${PORTAL_ID}/forms/${FORM_ID}`, () => HttpResponse.json(contactFormDetail())));
});
afterEach(() => {
  cleanup();
  fakeHost.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => fakeHost.close());

/** Answers the leads route with `pages` (by cursor: first page under ''), and records every query. */
function answerLeads(pages: Record<string, { leads: Lead[]; nextCursor: string | null }>) {
  const queries: URLSearchParams[] = [];
  fakeHost.use(
    http.get('*/api/v1/leads', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json(pages[params.get('cursor') ?? ''] ?? { leads: [], nextCursor: null });
    }),
  );
  return queries;
}

const leads = (from: number, count: number) => Array.from({ length: count }, (_, index) => lead(from + index));
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const bodyRows = () => within(screen.getByRole('region')).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0 && row.getAttribute('aria-hidden') !== 'true');

describe('the inbox of a form', () => {
  it('names its columns by the form field labels, after the time received, newest first', async () => {
    answerLeads({ '': { leads: leads(0, 3), nextCursor: null } });
    renderConsole(INBOX);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    await screen.findByText('Visitor 0');
    expect(headers()).toEqual(LABELS);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Visitor 0', 'Visitor 1', 'Visitor 2']);
  });

  it('links each row to its lead page', async () => {
    answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    const link = within(bodyRows()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/owner/leads/conversion-0');
  });

  it('asks for the definition and the first page at once', async () => {
    const requests = recordRequests();
    answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    const afterMe = requests.filter((request) => !request.url.endsWith('/api/v1/me')).map((request) => new URL(request.url).pathname);
    expect(afterMe.slice(0, 2).sort()).toEqual(['/api/v1/leads', `/api/v1/portals/${PORTAL_ID}/forms/${FORM_ID}`]);
  });

  it('keeps only the rows in view in the document and asks for the next page with the cursor near the end', async () => {
    const queries = answerLeads({ '': { leads: leads(0, 100), nextCursor: 'page-2' }, 'page-2': { leads: leads(100, 100), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    expect(bodyRows().length).toBeLessThan(30);
    expect(queries.map((query) => query.get('cursor'))).toEqual([null]);

    const box = screen.getByRole('region');
    await act(async () => {
      box.scrollTop = 95 * 44;
      box.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'page-2']));
    await act(async () => {
      box.scrollTop = 105 * 44;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('Visitor 110')).toBeTruthy();
    expect(screen.queryByText('Visitor 0')).toBeNull();
  });

  it('searches as the owner types, in the address and the exports', async () => {
    const queries = answerLeads({ '': { leads: leads(0, 2), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'lovelace');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('lovelace'));
    // Debounced: one request for the whole word, not one per key.
    expect(queries.filter((query) => query.has('q'))).toHaveLength(1);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(new URL(csv.getAttribute('href')!, 'http://host').searchParams.get('q')).toBe('lovelace');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')).toContain('format=xlsx');
  });

  it("opens a lead clicked while a typed search still waits to apply, and the search stays off the lead's address", async () => {
    const shown = lead(0);
    answerLeads({ '': { leads: [shown], nextCursor: null } });
    fakeHost.use(http.get(`*/api/v1/leads/${shown.conversionId}`, () => HttpResponse.json(shown)));
    const { router } = renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search leads' }), { target: { value: 'visitor' } });
    // The pause ends while React is still drawing the lead's page, the inbox still on screen.
    act(() => {
      fireEvent.click(within(bodyRows()[0]!).getByRole('link'));
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    expect(router.state.location.pathname).toBe(`/owner/leads/${shown.conversionId}`);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead' })).toBeTruthy();
  });

  it('sends the day after "To", since the owner means the whole day', async () => {
    const queries = answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    renderConsole(`${INBOX}?from=2026-11-01&to=2026-11-30`);
    await screen.findByText('Visitor 0');
    expect(queries[0]?.get('from')).toBe('2026-11-01');
    expect(queries[0]?.get('to')).toBe('2026-12-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('shows spam on the Spam tab and leads otherwise', async () => {
    const queries = answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    expect(queries[0]?.get('spam')).toBe('false');
    await userEvent.click(screen.getByRole('link', { name: 'Spam' }));
    await waitFor(() => expect(queries.at(-1)?.get('spam')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Spam' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('spam=true');
  });

  it("says on the Spam tab why each lead is spam, and has no such column on the Leads tab", async () => {
    answerLeads({
      '': {
        leads: [lead(0, { spam: true, spamReason: 'the honeypot field was filled' }), lead(1, { spam: true, spamReason: null })],
        nextCursor: null,
      },
    });
    renderConsole(`${INBOX}?tab=spam`);
    await screen.findByText('Visitor 0');
    expect(headers().slice(0, 3)).toEqual(['Received', 'Why spam', 'First name']);
    const reasons = bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(reasons).toEqual(['The honeypot field was filled', 'Marked as spam by an owner']);

    await userEvent.click(screen.getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(headers()).toEqual(LABELS));
  });

  it('hides and reorders columns, and remembers the choice for this form', async () => {
    answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    const { unmount } = renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    const toggle = screen.getByRole('button', { name: 'Columns' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Message up' }));
    const chosen = ['Received', 'First name', 'Last name', 'Message', 'Company name', 'Source'];
    expect(headers()).toEqual(chosen);
    expect(localStorage.getItem(columnPreferencesKey(PORTAL_ID, FORM_ID))).toContain('email');

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    unmount();
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    expect(headers()).toEqual(chosen);
  });

  it("keeps one form's column choice off another form's inbox", async () => {
    const otherFormId = 'a1b2c3d4-0099-4000-8000-000000000099';
    fakeHost.use(http.get(`*/api/v1/portals/${PORTAL_ID}/forms/${otherFormId}`, () => HttpResponse.json(contactFormDetail({ guid: otherFormId, name: 'Other form' }))));
    answerLeads({ '': { leads: leads(0, 1), nextCursor: null } });
    const { router } = renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    const withoutEmail = LABELS.filter((label) => label !== 'Email');
    expect(headers()).toEqual(withoutEmail);

    // The same page, another form: its own (untouched) columns, and nothing stored for it.
    await act(() => router.navigate(`/forms/${PORTAL_ID}/${otherFormId}`));
    await screen.findByRole('heading', { level: 1, name: 'Other form' });
    await waitFor(() => expect(headers()).toEqual(LABELS));
    expect(localStorage.getItem(columnPreferencesKey(PORTAL_ID, otherFormId))).toBeNull();

    await act(() => router.navigate(INBOX));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await waitFor(() => expect(headers()).toEqual(withoutEmail));
  });

  it('puts leads that arrive later on top without reloading', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answerLeads({ '': { leads: leads(1, 2), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 1');
    answerLeads({ '': { leads: [lead(0), ...leads(1, 2)], nextCursor: null } });
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await screen.findByText('Visitor 0');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Visitor 0', 'Visitor 1', 'Visitor 2']);
  });

  it('does not poll while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const queries = answerLeads({ '': { leads: leads(1, 1), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 1');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    expect(queries).toHaveLength(1);
    visibility.mockReturnValue('visible');
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('says when a form has no leads, and when none match the filter', async () => {
    answerLeads({ '': { leads: [], nextCursor: null } });
    renderConsole(INBOX);
    expect(await screen.findByText('No leads yet')).toBeTruthy();
    cleanup();
    renderConsole(`${INBOX}?q=nobody`);
    expect(await screen.findByText('No leads match')).toBeTruthy();
  });

  it("shows where each lead came from: its utm_source, else its referrer's host, else Direct; the picker hides it", async () => {
    answerLeads({
      '': {
        leads: [
          lead(0, { attribution: { utm_source: 'newsletter', referrer: 'https://mail.example/inbox' } }),
          lead(1, { attribution: { referrer: 'https://www.search.example/results', landingPage: 'https://example.com/' } }),
          lead(2),
        ],
        nextCursor: null,
      },
    });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    const sourceCells = () => bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(headers().at(-1)).toBe('Source');
    expect(sourceCells()).toEqual(['newsletter', 'www.search.example', 'Direct']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Source' }));
    expect(headers()).toEqual(LABELS.slice(0, -1));
  });

  it('filters by source as the owner types, in the address, the list and the exports', async () => {
    const queries = answerLeads({ '': { leads: leads(0, 2), nextCursor: null } });
    renderConsole(INBOX);
    await screen.findByText('Visitor 0');
    expect(queries[0]?.has('source')).toBe(false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Source (utm_source)' }), 'newsletter');
    await waitFor(() => expect(queries.at(-1)?.get('source')).toBe('newsletter'));
    expect(queries.filter((query) => query.has('source'))).toHaveLength(1);
    expect(new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://host').searchParams.get('source')).toBe('newsletter');
  });

  it('takes the source filter from the address, and says when no lead came from there', async () => {
    const queries = answerLeads({ '': { leads: [], nextCursor: null } });
    renderConsole(`${INBOX}?source=ads`);
    expect(await screen.findByText('No leads match')).toBeTruthy();
    expect(queries[0]?.get('source')).toBe('ads');
    expect((screen.getByRole('searchbox', { name: 'Source (utm_source)' }) as HTMLInputElement).value).toBe('ads');
  });
});
