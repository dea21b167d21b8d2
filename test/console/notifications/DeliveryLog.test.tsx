// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_PAGE_SIZE } from '../../../console/notifications/DeliveryLog';
import { answerAs, OWNER, recordRequests, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';
import { answerNotifications, delivery, endpoint, NOTIFICATIONS_PATH } from './notifications-host';

useFakeHost();
beforeEach(() => answerAs({ me: OWNER }));

async function openLog() {
  renderConsole(NOTIFICATIONS_PATH);
  await userEvent.click(await screen.findByRole('button', { name: 'Delivery log of https://hooks.example.com/1' }));
  return (await screen.findByRole('heading', { name: 'Delivery log: https://hooks.example.com/1' })).closest('section')!;
}

describe('the delivery log of an endpoint', () => {
  it('shows each delivery with its state and every attempt: time, status or error, duration, and the answer as text', async () => {
    answerNotifications({
      endpoints: [endpoint(1)],
      deliveries: new Map([
        [
          1,
          [
            delivery(1, {
              status: 'pending',
              nextAttemptAt: '2026-11-01T12:05:00.000Z',
              attempts: [
                { at: '2026-11-01T11:59:01.000Z', status: 503, durationMs: 120, responseSnippet: '<h1>Down</h1><script>alert(1)</script>', error: null },
                { at: '2026-11-01T11:59:07.000Z', status: null, durationMs: 15000, responseSnippet: '', error: 'timed out after 15 s' },
              ],
            }),
            delivery(2),
          ],
        ],
      ]),
    });
    const log = await openLog();
    const [pending, delivered] = await within(log).findAllByRole('listitem').then((items) => items.filter((item) => item.classList.contains('delivery')));
    expect(pending!.textContent).toContain('Lead created');
    expect(pending!.textContent).toContain('Pending');
    expect(within(pending!).getByText('Next attempt')).toBeTruthy();
    expect(within(pending!).getByRole('link', { name: 'conversion-1' }).getAttribute('href')).toBe('/owner/leads/conversion-1');
    const attempts = within(pending!).getByRole('list', { name: '2 attempts' });
    const [first, second] = within(attempts).getAllByRole('listitem');
    expect(first!.textContent).toContain('HTTP 503');
    expect(first!.textContent).toContain('120 ms');
    expect(first!.querySelector('pre')!.textContent).toBe('<h1>Down</h1><script>alert(1)</script>');
    expect(log.querySelector('h1, script')).toBeNull();
    expect(second!.textContent).toContain('No answer: timed out after 15 s');
    expect(second!.textContent).toContain('15000 ms');
    expect(delivered!.textContent).toContain('Delivered');
    expect(within(delivered!).getByRole('list', { name: '1 attempt' }).textContent).toContain('HTTP 200');
  });

  it('resends a delivery and shows it waiting again', async () => {
    const host = answerNotifications({ endpoints: [endpoint(1)], deliveries: new Map([[1, [delivery(1, { status: 'failed' })]]]) });
    const log = await openLog();
    const item = (await within(log).findByText('Failed')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: /^Resend Lead created of / }));
    expect(await within(log).findByText('Queued to be sent again.')).toBeTruthy();
    expect(within(item).getByText('Pending')).toBeTruthy();
    expect(host.calls).toEqual([{ method: 'POST', path: '/webhook-deliveries/msg_1/resend', body: null }]);
  });

  it('lists the newest first and loads older ones with the cursor', async () => {
    const all = Array.from({ length: DELIVERY_PAGE_SIZE + 3 }, (_, index) => delivery(index));
    answerNotifications({ endpoints: [endpoint(1)], deliveries: new Map([[1, all]]) });
    const requests = recordRequests();
    const log = await openLog();
    const items = () => within(log).getAllByRole('listitem').filter((item) => item.classList.contains('delivery'));
    await within(log).findByRole('button', { name: 'Load more' });
    expect(items()).toHaveLength(DELIVERY_PAGE_SIZE);
    await userEvent.click(within(log).getByRole('button', { name: 'Load more' }));
    await within(log).findByText('msg_22');
    expect(items().map((item) => item.querySelector('code')!.textContent)).toEqual(all.map((each) => each.id));
    expect(within(log).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = requests.filter((request) => request.url.includes('/deliveries')).map((request) => new URL(request.url).search);
    expect(pages).toEqual([`?limit=${DELIVERY_PAGE_SIZE}`, `?cursor=${DELIVERY_PAGE_SIZE}&limit=${DELIVERY_PAGE_SIZE}`]);
  });

  it('reads the log again on Refresh, and shows a read-only session no Resend', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    const host = answerNotifications({ endpoints: [endpoint(1)], deliveries: new Map([[1, [delivery(1, { status: 'pending', attempts: [] })]]]) });
    const log = await openLog();
    await within(log).findByText('Pending');
    expect(within(log).queryByRole('button', { name: /Resend/ })).toBeNull();
    host.deliveries.set(1, [delivery(1)]);
    await userEvent.click(within(log).getByRole('button', { name: 'Refresh' }));
    expect(await within(log).findByText('Delivered')).toBeTruthy();
  });
});
