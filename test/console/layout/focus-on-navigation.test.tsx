// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerAs, OWNER, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';

useFakeHost();

describe('focus after a navigation', () => {
  it("moves to the new page's heading once a link has taken the owner there, not on the first page", async () => {
    answerAs({ me: OWNER });
    const { router } = renderConsole('/');
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/forms/123456/contact-guid'));
    const heading = within(screen.getByRole('main')).getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    // Back to the list: the list's heading has it.
    await router.navigate(-1);
    const listHeading = await screen.findByRole('heading', { level: 1, name: 'Forms' });
    await waitFor(() => expect(document.activeElement).toBe(listHeading));
  });
});
