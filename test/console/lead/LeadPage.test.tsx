// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '../../../console/api/owner-api';
import { answerAs, fakeHost, OWNER } from '../fake-host';
import { contactFormDetail, FORM_ID, lead, PORTAL_ID } from '../lead-fixtures';
import { renderConsole } from '../render-console';

const HOSTILE_LABEL = '<img src=x onerror="alert(1)">I agree to <b>the terms</b>';

const CONSENTED: Lead = lead(0, {
  values: { firstname: 'Ada', email: 'ada@example.com', oldfield: 'kept', 'LEGAL_CONSENT.processing': 'true' },
  files: [{ field: 'cv', name: 'cv.pdf', size: 2048, contentType: 'application/pdf', url: '/api/v1/files/abc/cv.pdf' }],
  consent: {
    type: 'REQUIRED_CHECKBOX',
    consentedAt: '2026-11-01T12:00:00.000Z',
    texts: { processingConsentText: '<p>We process your data as our <a href="https://example.com/privacy">policy</a> says.</p>' },
    communicationCheckboxes: [{ name: 'LEGAL_CONSENT.subscription_type_1', label: 'Send me news', required: false, checked: false }],
    processingCheckbox: { name: 'LEGAL_CONSENT.processing', label: HOSTILE_LABEL, required: true, checked: true },
    legitimateInterest: null,
  },
});

beforeAll(() => {
  fakeHost.listen({ onUnhandledRequest: 'error' });
  // jsdom has no modal dialogs; these open and close it as a browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  answerAs({ me: OWNER });
  fakeHost.use(http.get(`*/api/v1/portals/${PORTAL_ID}/forms/${FORM_ID}`, () => HttpResponse.json(contactFormDetail())));
});
afterEach(() => {
  cleanup();
  fakeHost.resetHandlers();
});
afterAll(() => fakeHost.close());

function answerLead(found: Lead) {
  const calls: { method: string; body: unknown }[] = [];
  fakeHost.use(
    http.get(`*/api/v1/leads/${found.conversionId}`, () => HttpResponse.json(found)),
    http.patch(`*/api/v1/leads/${found.conversionId}`, async ({ request }) => {
      const body = (await request.json()) as { spam: boolean };
      calls.push({ method: 'PATCH', body });
      return HttpResponse.json({ ...found, spam: body.spam });
    }),
    http.delete(`*/api/v1/leads/${found.conversionId}`, () => {
      calls.push({ method: 'DELETE', body: null });
      return HttpResponse.json({ erased: 1, filesRemoved: found.files.length, filesFailed: 0 });
    }),
    // Where the page goes after a delete.
    http.get('*/api/v1/leads', () => HttpResponse.json({ leads: [], nextCursor: null })),
  );
  return calls;
}

/** The value a definition list gives a term, as text. */
function valueOf(section: HTMLElement, term: string): string | null {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('the page of a lead', () => {
  it('shows every value under its label, a value of a removed field under its name', async () => {
    answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    const values = (await screen.findByRole('heading', { name: 'Values' })).closest('section')!;
    await waitFor(() => expect(valueOf(values, 'First name')).toBe('Ada'));
    expect(valueOf(values, 'Email')).toBe('ada@example.com');
    expect(valueOf(values, 'oldfield')).toBe('kept');
    expect(screen.getByRole('link', { name: 'cv.pdf' }).getAttribute('href')).toBe('/api/v1/files/abc/cv.pdf');
    expect(screen.getByRole('link', { name: 'https://example.com/contact' })).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Details' }).closest('section')!;
    expect(valueOf(details, 'Received')).toContain(CONSENTED.createdAt);
    expect(valueOf(details, 'Form version')).toBe('1');
  });

  it('shows the consent record as text: markup in a label never becomes markup', async () => {
    answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    const consent = (await screen.findByRole('heading', { name: 'Consent' })).closest('section')!;
    expect(valueOf(consent, 'Type')).toBe('REQUIRED_CHECKBOX');
    expect(within(consent).getByText('We process your data as our policy says.')).toBeTruthy();
    expect(valueOf(consent, 'I agree to the terms')).toBe('Ticked');
    expect(valueOf(consent, 'Send me news')).toBe('Not ticked');
    expect(consent.querySelector('img, b, a')).toBeNull();
  });

  it('does not link a page address that is not http(s)', async () => {
    const hostile = lead(1, { pageUrl: 'javascript:alert(1)' });
    answerLead(hostile);
    renderConsole(`/leads/${hostile.conversionId}`);
    const origin = await screen.findByRole('region', { name: 'Where it came from' });
    expect(valueOf(origin, 'Submission page')).toBe('javascript:alert(1)');
    expect(within(origin).queryByRole('link')).toBeNull();
  });

  it('marks a lead as spam and back', async () => {
    const calls = answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByRole('button', { name: 'Not spam' })).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Details' }).closest('section')!;
    expect(valueOf(details, 'Status')).toBe('Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await screen.findByRole('button', { name: 'Mark as spam' });
    expect(calls).toEqual([
      { method: 'PATCH', body: { spam: true } },
      { method: 'PATCH', body: { spam: false } },
    ]);
  });

  it('keeps the keyboard on the spam button while the host answers, and sends a second press nowhere', async () => {
    const calls = answerLead(CONSENTED);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeHost.use(
      http.patch(`*/api/v1/leads/${CONSENTED.conversionId}`, async ({ request }) => {
        calls.push({ method: 'PATCH', body: await request.json() });
        await answered;
        return HttpResponse.json({ ...CONSENTED, spam: true });
      }),
    );
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    const button = await screen.findByRole('button', { name: 'Mark as spam' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await userEvent.keyboard('{Enter}');
    // Still focusable (a disabled button would lose the focus) and still the one request.
    expect(document.activeElement).toBe(button);
    expect(calls).toEqual([{ method: 'PATCH', body: { spam: true } }]);
    answer();
    await waitFor(() => expect(button.textContent).toBe('Not spam'));
    expect(document.activeElement).toBe(button);
    expect(calls).toHaveLength(1);
  });

  it('says why the host stored a lead as spam, and what the owner did with it', async () => {
    const stored = lead(3, { spam: true, spamReason: 'the honeypot field was filled' });
    answerLead(stored);
    renderConsole(`/leads/${stored.conversionId}`);
    expect(await screen.findByText('Stored as spam: the honeypot field was filled')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await screen.findByRole('button', { name: 'Mark as spam' });
    expect(screen.getByText('Marked as not spam by an owner (the host had stored it as spam: the honeypot field was filled)')).toBeTruthy();
  });

  it('says when an owner marked a lead as spam, and nothing for a lead that never was', async () => {
    const calls = answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Marked as spam by an owner')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await screen.findByRole('button', { name: 'Mark as spam' });
    expect(screen.queryByText(/as spam by an owner|Stored as spam/)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('asks before deleting, naming what is erased, then deletes and goes back to the inbox', async () => {
    const calls = answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this lead?' });
    expect(dialog.textContent).toContain("the lead's values and 1 file");
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('searchbox', { name: 'Search leads' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', body: null }]);
  });

  it('shows where the lead came from', async () => {
    answerLead({ ...CONSENTED, attribution: { utm_source: 'newsletter', utm_campaign: 'spring' } });
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    const section = await screen.findByRole('region', { name: 'Where it came from' });
    expect(within(section).getByText('newsletter')).toBeTruthy();
    expect(within(section).getByText('spring')).toBeTruthy();
  });

  it('shows a read-only session no buttons that change the lead', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    answerLead(CONSENTED);
    renderConsole(`/leads/${CONSENTED.conversionId}`);
    await screen.findByRole('heading', { name: 'Values' });
    expect(screen.queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete lead' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
  });
});
