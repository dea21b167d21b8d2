// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerApi, type EmbedCode } from '../../../../console/api/owner-api';
import { EmbedSnippet } from '../../../../console/editor/snippet/EmbedSnippet';
import { fakeHost, useFakeHost } from '../../fake-host';

useFakeHost();

const PORTAL = '123456';
const FORM = 'a1b2c3d4-0001-4000-8000-000000000001';
const CODE: EmbedCode = {
  portalId: PORTAL,
  formId: FORM,
  scriptUrl: 'http://forms.test/embed.js',
  pinned: { scriptUrl: 'http://forms.test/v/0123abcd/embed.js', integrity: 'sha384-abc' },
};

function answerEmbed(code: EmbedCode = CODE) {
  fakeHost.use(http.get(`*/api/v1/portals/${PORTAL}/forms/${FORM}/embed`, () => HttpResponse.json(code)));
}

/** userEvent puts a clipboard of its own on `navigator`; this replaces its `writeText`. */
function clipboardWrite(implementation: (text: string) => Promise<void>) {
  return vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(implementation);
}

const codeBlock = (id: string) => document.querySelector(`[data-snippet="${id}"]`)?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EmbedSnippet', () => {
  it('shows the three codes of a published form', async () => {
    answerEmbed();
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published />);
    expect(await screen.findByRole('heading', { name: 'Script tag and container' })).toBeTruthy();
    expect(codeBlock('container')).toContain('<script src="http://forms.test/embed.js" defer></script>');
    expect(codeBlock('create')).toContain('hbspt.forms.create({');
    expect(codeBlock('pinned')).toContain('integrity="sha384-abc" crossorigin="anonymous"');
  });

  it('copies a code and says so in a live region', async () => {
    answerEmbed();
    const user = userEvent.setup();
    const written = clipboardWrite(() => Promise.resolve());
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published />);
    await user.click(await screen.findByRole('button', { name: 'Copy Pinned build with integrity' }));
    expect(written).toHaveBeenCalledWith(codeBlock('pinned'));
    expect(screen.getByRole('status').textContent).toBe('Copied: Pinned build with integrity.');
  });

  it('says what to do when the browser refuses the clipboard', async () => {
    answerEmbed();
    const user = userEvent.setup();
    clipboardWrite(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published />);
    await user.click(await screen.findByRole('button', { name: 'Copy Script tag and container' }));
    expect(await screen.findByText(/did not allow copying/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The browser did not allow copying: select the code and copy it yourself.');
  });

  it('asks to publish first, without asking the host, for a form never published', () => {
    const asked = vi.spyOn(ownerApi, 'embedCode');
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published={false} />);
    expect(screen.getByText('Publish the form first: only a published form shows on a site.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    // The call would have been made in the render's effects, which have run.
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves the pinned code out when the host has no pinned build, and says so', async () => {
    answerEmbed({ ...CODE, pinned: null });
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published />);
    expect(await screen.findByText('This host has no pinned build.')).toBeTruthy();
    expect(codeBlock('pinned')).toBeUndefined();
  });

  it("shows the host's reason when there is no code", async () => {
    fakeHost.use(
      http.get(`*/api/v1/portals/${PORTAL}/forms/${FORM}/embed`, () =>
        HttpResponse.json({ status: 'error', message: `form ${FORM} is archived: take it out of the archive first`, errorType: 'FORM_ARCHIVED' }, { status: 409 }),
      ),
    );
    render(<EmbedSnippet portalId={PORTAL} formId={FORM} published />);
    expect((await screen.findByRole('alert')).textContent).toBe(`The embed code could not be loaded: form ${FORM} is archived: take it out of the archive first`);
  });
});
