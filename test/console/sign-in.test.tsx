// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerAs, fakeHost, OWNER, recordRequests, WRONG_TOKEN_MESSAGE, useFakeHost } from './fake-host';
import { renderConsole } from './render-console';

useFakeHost();

async function signInWith(token: string) {
  await userEvent.type(await screen.findByLabelText('Access token'), token);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it("shows the host's message in an alert for a wrong token, and stays", async () => {
    answerAs({ me: null });
    fakeHost.use(http.post('*/api/v1/session', () => HttpResponse.json({ status: 'error', message: WRONG_TOKEN_MESSAGE }, { status: 401 })));
    renderConsole('/sign-in');
    await signInWith('wrong-token');
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_TOKEN_MESSAGE);
    expect(screen.getByLabelText('Access token').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    expect(document.title).toBe('Sign in · Forms console');
  });

  it('signs in with the token, shows the forms list, and sends the new CSRF token with the next change', async () => {
    answerAs({ me: null });
    fakeHost.use(
      http.post('*/api/v1/session', () => HttpResponse.json({ name: OWNER.name, portals: 'all', readOnly: false, csrfToken: 'csrf-from-sign-in' })),
      http.delete('*/api/v1/session', () => new HttpResponse(null, { status: 204 })),
    );
    const requests = recordRequests();
    renderConsole('/sign-in');
    await signInWith('good-token');
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeTruthy();
    const signIn = requests.find((request) => request.method === 'POST');
    expect(await signIn?.json()).toEqual({ token: 'good-token' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Access token');
    expect(requests.find((request) => request.method === 'DELETE')?.headers.get('x-csrf-token')).toBe('csrf-from-sign-in');
  });

  it('goes straight to the forms list when a session already exists', async () => {
    answerAs({ me: OWNER });
    renderConsole('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
  });
});
