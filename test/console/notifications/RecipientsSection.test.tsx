// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAs, OWNER, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';
import { answerNotifications, NOTIFICATIONS_PATH } from './notifications-host';

useFakeHost();
beforeEach(() => answerAs({ me: OWNER }));

async function emailSection() {
  return (await screen.findByRole('heading', { name: 'E-mail' })).closest('section')!;
}

describe('the e-mail recipients of a form', () => {
  it('lists the saved recipients and says when e-mail is sent', async () => {
    answerNotifications({ recipients: ['sales@example.com', 'ops@example.com'] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await emailSection();
    const list = await within(section).findByRole('list', { name: 'Recipients' });
    expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['sales@example.com', 'ops@example.com']);
    expect(section.textContent).toContain('E-mail is sent when the host has SMTP_URL set');
  });

  it('adds and removes addresses, then saves the whole list', async () => {
    const host = answerNotifications({ recipients: ['sales@example.com'] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await emailSection();
    const save = await within(section).findByRole('button', { name: 'Save recipients' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.type(within(section).getByLabelText('E-mail address'), 'ceo@example.com{Enter}');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove sales@example.com' }));
    expect(within(section).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(save);

    expect(await within(section).findByText('Recipients saved.')).toBeTruthy();
    expect(host.calls).toEqual([{ method: 'PUT', path: `/portals/123456/forms/a1b2c3d4-0001-4000-8000-000000000001/notifications`, body: { recipients: ['ceo@example.com'] } }]);
    expect(within(section).queryByText('Unsaved changes')).toBeNull();
  });

  it('refuses an address that is not one, or is on the list already, before anything is sent', async () => {
    const host = answerNotifications({ recipients: ['sales@example.com'] });
    renderConsole(NOTIFICATIONS_PATH);
    const section = await emailSection();
    const input = await within(section).findByLabelText('E-mail address');

    await userEvent.type(input, 'not an address{Enter}');
    expect(within(section).getByRole('alert').textContent).toBe('“not an address” is not an e-mail address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(input);
    await userEvent.type(input, 'SALES@example.com{Enter}');
    expect(within(section).getByRole('alert').textContent).toBe('SALES@example.com is on the list already.');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(host.calls).toEqual([]);
  });

  it('shows the host refusing the list beside it, naming the address', async () => {
    answerNotifications();
    renderConsole(NOTIFICATIONS_PATH);
    const section = await emailSection();
    await userEvent.type(await within(section).findByLabelText('E-mail address'), 'someone@invalid.example{Enter}');
    await userEvent.click(within(section).getByRole('button', { name: 'Save recipients' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe('recipients: "someone@invalid.example" is not an e-mail address');
    // Kept, to be corrected.
    expect(within(section).getByText('someone@invalid.example')).toBeTruthy();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Save recipients' })).toHaveProperty('disabled', false));
  });
});
