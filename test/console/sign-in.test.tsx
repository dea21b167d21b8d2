// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerAs, fakeHost, OWNER, recordRequests, WRONG_TOKEN_MESSAGE, useFakeHost } from './fake-host';
import { renderConsole } from './render-console';
import { ownerApi } from '../../console/api/owner-api';

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

  it("stays signed in when the sign-in page's first question (`me`, no session yet) is answered after signing in", async () => {
    answerAs({ me: null });
    let answerMe = () => {};
    const meHeld = new Promise<void>((resolve) => (answerMe = resolve));
    let signedIn = () => {};
    const signInAnswered = new Promise<void>((resolve) => (signedIn = resolve));
    fakeHost.use(
      http.get('*/api/v1/me', async () => {
        await meHeld;
        return HttpResponse.json({ status: 'error', message: 'A valid bearer token is needed' }, { status: 401 });
      }),
      http.post('*/api/v1/session', () => {
        signedIn();
        return HttpResponse.json({ name: OWNER.name, portals: 'all', readOnly: false, csrfToken: 'csrf-from-sign-in' });
      }),
    );
    const meAnswers: Promise<unknown>[] = [];
    const askMe = ownerApi.me.bind(ownerApi);
    vi.spyOn(ownerApi, 'me').mockImplementation(() => {
      const answer = askMe();
      meAnswers.push(answer.catch(() => undefined));
      return answer;
    });
    renderConsole('/sign-in');
    await signInWith('good-token');
    await signInAnswered;
    expect(await screen.findByRole('link', { name: 'Import a form' })).toBeTruthy();

    // The late 401 arrives; the session provider reads it before this test does, and React renders what it made of it.
    answerMe();
    expect(meAnswers).toHaveLength(1);
    await act(() => Promise.all(meAnswers));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByLabelText('Access token')).toBeNull();
  });

  it('goes straight to the forms list when a session already exists', async () => {
    answerAs({ me: OWNER });
    renderConsole('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
  });
});
