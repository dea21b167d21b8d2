// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerAs, fakeHost, OWNER, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';
import { answerNotifications, endpoint, FORM_ID, NOTIFICATIONS_PATH, polyfillDialogs, PORTAL_ID } from './notifications-host';

useFakeHost();
beforeAll(polyfillDialogs);
beforeEach(() => answerAs({ me: OWNER }));

const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2Nzg5';

async function webhooks() {
  return (await screen.findByRole('heading', { name: 'Webhooks' })).closest('section')!;
}

/** The table's rows as their cells' text. */
function rows(section: HTMLElement): string[][] {
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent ?? ''));
}

describe('the webhook endpoints of a form', () => {
  it("lists the form's own endpoints and its portal's portal-wide ones, not other forms'", async () => {
    answerNotifications({
      endpoints: [
        endpoint(1, { events: ['lead.created', 'lead.deleted'] }),
        endpoint(2, { formId: null, enabled: false, disabledReason: 'The receiver answered 410 Gone' }),
        endpoint(3, { formId: 'another-form' }),
        endpoint(4, { enabled: false }),
      ],
    });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await within(section).findByRole('table');
    expect(rows(section)).toEqual([
      ['https://hooks.example.com/1Secret whsec_…abcd', 'Lead createdLead deleted', 'This form', 'Enabled'],
      ['https://hooks.example.com/2Secret whsec_…abcd', 'Lead created', 'Every form of the portal', 'Disabled: The receiver answered 410 Gone'],
      ['https://hooks.example.com/4Secret whsec_…abcd', 'Lead created', 'This form', 'Disabled'],
    ]);
  });

  it('adds an endpoint and shows its secret once, with a way to copy it', async () => {
    const host = answerNotifications();
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    expect(await within(section).findByText('No webhook endpoints yet.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Add endpoint' }));
    const form = within(section).getByRole('form', { name: 'New webhook endpoint' });
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), 'https://crm.example.com/hooks');
    await userEvent.click(within(form).getByLabelText(/Lead marked as spam/));
    await userEvent.click(within(form).getByLabelText('Every form of the portal'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'The endpoint’s signing secret' });
    expect(within(dialog).getByLabelText('Secret')).toHaveProperty('value', SECRET);
    expect(dialog.textContent).toContain('you will not see it again');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Secret'));
    expect(host.calls).toEqual([
      { method: 'POST', path: `/portals/${PORTAL_ID}/webhooks`, body: { url: 'https://crm.example.com/hooks', events: ['lead.created', 'lead.marked_spam'], formId: null, enabled: true } },
    ]);

    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the secret' }));
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();
    expect(copied).toEqual([SECRET]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.body.innerHTML).not.toContain(SECRET);
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Add endpoint' })));
    expect(rows(section)).toEqual([['https://crm.example.com/hooksSecret whsec_…Nzg5', 'Lead createdLead marked as spam', 'Every form of the portal', 'Enabled']]);
  });

  it('names what is wrong before sending: no address, not http(s), no event', async () => {
    const host = answerNotifications();
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add endpoint' }));
    const form = within(section).getByRole('form', { name: 'New webhook endpoint' });
    const url = within(form).getByLabelText('Endpoint URL');
    const submit = within(form).getByRole('button', { name: 'Add endpoint' });

    await userEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Enter the endpoint’s address.');
    expect(url.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(url, 'ftp://files.example.com');
    await userEvent.click(within(form).getByLabelText(/Lead created/));
    await userEvent.click(submit);
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a full address starting with https:// or http://.',
      'Choose at least one event.',
    ]);
    expect(host.calls).toEqual([]);
  });

  it('shows the host refusing an endpoint in the form, which stays open', async () => {
    answerNotifications();
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add endpoint' }));
    const form = within(section).getByRole('form', { name: 'New webhook endpoint' });
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), 'https://refused.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('url: this address is refused');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits the URL, events and enabled state of an endpoint', async () => {
    const host = answerNotifications({ endpoints: [endpoint(1)] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit https://hooks.example.com/1' }));
    const form = within(section).getByRole('form', { name: 'Edit https://hooks.example.com/1' });
    expect(within(form).queryByText('Send events of')).toBeNull();
    const url = within(form).getByLabelText('Endpoint URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/v2');
    await userEvent.click(within(form).getByLabelText(/Lead deleted/));
    await userEvent.click(within(form).getByLabelText('Enabled (send events to it)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(section).queryByRole('form')).toBeNull());
    expect(host.calls).toEqual([{ method: 'PATCH', path: '/webhooks/1', body: { url: 'https://hooks.example.com/v2', events: ['lead.created', 'lead.deleted'], enabled: false } }]);
    expect(rows(section)).toEqual([['https://hooks.example.com/v2Secret whsec_…abcd', 'Lead createdLead deleted', 'This form', 'Disabled']]);
  });

  it('rotates the secret and shows the new one once, saying the old one still signs for 24 hours', async () => {
    const host = answerNotifications({ endpoints: [endpoint(1)] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Rotate secret of https://hooks.example.com/1' }));
    const dialog = await screen.findByRole('dialog', { name: 'The endpoint’s new signing secret' });
    expect(within(dialog).getByLabelText('Secret')).toHaveProperty('value', SECRET);
    expect(dialog.textContent).toContain('The previous secret keeps signing beside this one for 24 hours');
    expect(host.calls).toEqual([{ method: 'POST', path: '/webhooks/1/rotate-secret', body: null }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(document.body.innerHTML).not.toContain(SECRET);
    await waitFor(() => expect(rows(section)[0]![0]).toBe('https://hooks.example.com/1Secret whsec_…Nzg5'));
  });

  it('asks before deleting, naming the URL, and deletes only when confirmed', async () => {
    const host = answerNotifications({ endpoints: [endpoint(1), endpoint(2)] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Delete https://hooks.example.com/2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    expect(dialog.textContent).toContain('Nothing more is sent to https://hooks.example.com/2');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(host.calls).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Delete https://hooks.example.com/2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(section).findByText('https://hooks.example.com/2 was deleted.')).toBeTruthy();
    expect(host.calls).toEqual([{ method: 'DELETE', path: '/webhooks/2', body: undefined }]);
    expect(rows(section).map((row) => row[0])).toEqual(['https://hooks.example.com/1Secret whsec_…abcd']);
  });

  it('sends a test event and opens the log, where it waits to be sent', async () => {
    const host = answerNotifications({ endpoints: [endpoint(1)] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await userEvent.click(await within(section).findByRole('button', { name: 'Send a test event to https://hooks.example.com/1' }));
    expect(await within(section).findByText('A test event is on its way to https://hooks.example.com/1.')).toBeTruthy();
    const log = (await within(section).findByRole('heading', { name: 'Delivery log: https://hooks.example.com/1' })).closest('section')!;
    const item = await within(log).findByRole('listitem');
    expect(item.textContent).toContain('Test event');
    expect(item.textContent).toContain('Pending');
    expect(item.textContent).toContain('Not tried yet.');
    expect(host.calls).toEqual([{ method: 'POST', path: '/webhooks/1/test', body: null }]);
    expect(within(section).getByRole('button', { name: 'Delivery log of https://hooks.example.com/1' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a read-only session the endpoints and their logs, but nothing that changes them', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    answerNotifications({ endpoints: [endpoint(1)], recipients: ['sales@example.com'] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await webhooks();
    await within(section).findByRole('table');
    await screen.findByText('sales@example.com');
    expect(screen.getByText('This session is read-only: it can look, not change anything.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Delivery log']);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('the way to the notifications', () => {
  it('is a link in the inbox header', async () => {
    answerNotifications();
    fakeHost.use(http.get('*/api/v1/leads', () => HttpResponse.json({ leads: [], nextCursor: null })));
    const { router } = renderConsole(`/forms/${PORTAL_ID}/${FORM_ID}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Notifications' }));
    await screen.findByRole('heading', { name: 'Notifications: Contact us', level: 1 });
    expect(router.state.location.pathname).toBe(`/owner${NOTIFICATIONS_PATH}`);
  });

  it("is a link in the editor's Publishing section", async () => {
    answerNotifications();
    fakeHost.use(
      http.get('*/api/v1/portals/:portalId/forms/:formId/versions', () => HttpResponse.json({ versions: [] })),
      http.get('*/api/v1/portals/:portalId/forms/:formId/embed', () => HttpResponse.json({ portalId: PORTAL_ID, formId: FORM_ID, scriptUrl: 'https://forms.example.com/embed.js', pinned: null })),
    );
    const { router } = renderConsole(`/forms/${PORTAL_ID}/${FORM_ID}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publishing' }));
    await userEvent.click(screen.getByRole('link', { name: 'Notifications of new leads: e-mail and webhooks' }));
    await screen.findByRole('heading', { name: 'Notifications: Contact us', level: 1 });
    expect(router.state.location.pathname).toBe(`/owner${NOTIFICATIONS_PATH}`);
  });
});
