// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerAs, fakeHost, OWNER, recordRequests, useFakeHost } from './fake-host';
import { renderConsole } from './render-console';

useFakeHost();

describe('the session gate', () => {
  it('shows the sign-in page, not the forms, without a session', async () => {
    answerAs({ me: null });
    renderConsole('/');
    expect(await screen.findByLabelText('Access token')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Forms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows the forms list and who is signed in with a session', async () => {
    answerAs({ me: OWNER });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Signed in with the token Ada Owner');
    expect(screen.queryByLabelText('Access token')).toBeNull();
  });

  it('marks a read-only session', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    renderConsole('/');
    await screen.findByRole('heading', { name: 'Forms' });
    expect(screen.getByRole('banner').textContent).toContain('read-only');
  });

  it('says so when the host cannot be reached, and asks again on "Try again"', async () => {
    answerAs({ me: OWNER });
    // Handlers added later answer first: the first `me` fails, the next one succeeds.
    fakeHost.use(http.get('*/api/v1/me', () => HttpResponse.json({ message: 'boom' }, { status: 502 }), { once: true }));
    renderConsole('/');
    expect((await screen.findByRole('alert')).textContent).toBe('The forms host could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
  });

  it('shows the sign-in page when the host says the session has ended', async () => {
    answerAs({ me: OWNER });
    fakeHost.use(http.get('*/api/v1/forms', () => HttpResponse.json({ status: 'error', message: 'Sign in first' }, { status: 401 })));
    renderConsole('/');
    expect(await screen.findByLabelText('Access token')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('goes back to where the owner was going after signing in', async () => {
    answerAs({ me: null });
    fakeHost.use(http.post('*/api/v1/session', () => HttpResponse.json({ ...OWNER, csrfToken: 'csrf-1' })));
    renderConsole('/no-such-page?x=1');
    await userEvent.type(await screen.findByLabelText('Access token'), 'good-token');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('"Sign out" ends the session on the host, with the CSRF token, and shows the sign-in page', async () => {
    answerAs({ me: OWNER });
    fakeHost.use(http.delete('*/api/v1/session', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    renderConsole('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Access token')).toBeTruthy();
    const signOut = requests.find((request) => request.method === 'DELETE');
    expect(new URL(signOut?.url ?? 'http://x/').pathname).toBe('/api/v1/session');
    expect(signOut?.headers.get('x-csrf-token')).toBe('csrf-from-me');
  });

  it('stays signed in and says why when signing out fails', async () => {
    answerAs({ me: OWNER });
    fakeHost.use(http.delete('*/api/v1/session', () => HttpResponse.json({ message: 'The CSRF token is missing' }, { status: 403 })));
    renderConsole('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSRF token is missing');
    expect(screen.getByRole('heading', { name: 'Forms' })).toBeTruthy();
  });
});
