// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDetail, WireDefinition } from '../../../console/api/owner-api';
import { answerAs, fakeHost, formSummary, OWNER, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';

const PORTAL = '123456';
const FORM = 'a1b2c3d4-0001-4000-8000-000000000001';
const CONTACT = JSON.parse(readFileSync(`fixtures/forms/${PORTAL}/${FORM}.json`, 'utf8')) as WireDefinition;

function answerForm(detail: Partial<FormDetail>) {
  fakeHost.use(
    http.get(`*/api/v1/portals/${PORTAL}/forms/${FORM}`, () =>
      HttpResponse.json({ ...formSummary({ guid: FORM, name: 'Contact form' }), definition: CONTACT, draft: null, ...detail }),
    ),
  );
}

useFakeHost();
beforeEach(() => answerAs({ me: OWNER }));

describe('the saved draft preview page', () => {
  it('shows the saved draft in the sandboxed preview, saying it is the draft, with a way back to the editor', async () => {
    answerForm({ draft: { definition: CONTACT, updatedAt: '2026-01-02T10:00:00.000Z' } });
    renderConsole(`/forms/${PORTAL}/${FORM}/preview`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Contact form' })).toBeTruthy();
    expect(screen.getByText(/^The saved draft, as visitors will see it/)).toBeTruthy();
    expect(screen.getByTitle('Form preview').getAttribute('sandbox')).toBe('allow-scripts');
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe(`/owner/forms/${PORTAL}/${FORM}/edit`);
  });

  it('shows the live version of a form without a draft, and says when nothing is saved at all', async () => {
    answerForm({});
    const first = renderConsole(`/forms/${PORTAL}/${FORM}/preview`);
    expect(await screen.findByText(/^The live version/)).toBeTruthy();
    first.unmount();

    answerForm({ definition: null });
    renderConsole(`/forms/${PORTAL}/${FORM}/preview`);
    expect((await screen.findByRole('alert')).textContent).toBe('This form has nothing saved to preview yet.');
  });
});
