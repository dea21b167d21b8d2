// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormDetail, WireDefinition } from '../../../console/api/owner-api';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition';
import { answerAs, fakeHost, formSummary, OWNER, recordRequests, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';

const PORTAL = '123456';
const FORM = 'a1b2c3d4-0019-4000-8000-000000000019';
const EDITOR = `/forms/${PORTAL}/${FORM}/edit`;
const FORM_URL = `*/api/v1/portals/${PORTAL}/forms/${FORM}`;
const MULTI_PAGE = JSON.parse(readFileSync(`fixtures/forms/${PORTAL}/${FORM}.json`, 'utf8')) as WireDefinition;

function detail(overrides: Partial<FormDetail> = {}): FormDetail {
  return { ...formSummary({ guid: FORM, name: 'Multi-page form with a file', publishedVersion: 2 }), definition: MULTI_PAGE, draft: null, ...overrides };
}

/** The host answers the form, stores drafts (answering them back) and publishes version 3. */
function hostWithForm(formDetail: FormDetail = detail()) {
  fakeHost.use(
    http.get(FORM_URL, () => HttpResponse.json(formDetail)),
    http.put(`${FORM_URL}/draft`, async ({ request }) => {
      const body = (await request.json()) as { definition: WireDefinition };
      return HttpResponse.json({ definition: body.definition, updatedAt: '2026-01-03T10:00:00.000Z' });
    }),
    http.post(`${FORM_URL}/publish`, () => HttpResponse.json({ version: 3, publishedAt: '2026-01-03T10:00:00.000Z', publishedBy: 'Ada Owner' }, { status: 201 })),
  );
}

useFakeHost();
beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => answerAs({ me: OWNER }));

const list = () => screen.findByRole('list', { name: 'Form fields' });

async function openEditor() {
  const view = renderConsole(EDITOR);
  await list();
  return view;
}

async function savedDefinition(requests: Request[]) {
  const put = requests.find((request) => request.method === 'PUT');
  if (!put) throw new Error('no draft was saved');
  const { definition } = (await put.clone().json()) as { definition: WireDefinition };
  const result = normalizeDefinition(definition);
  if (!result.ok) throw new Error(result.error);
  return result.value.definition;
}

describe('EditorPage', () => {
  it('shows the form: its name, every item with a handle and a remove button, and the inbox link', async () => {
    hostWithForm();
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Multi-page form with a file' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Edit Multi-page form with a file · Forms console'));
    expect(screen.getByRole('button', { name: 'Move First name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Last name' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Move Page break' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the inbox' }).getAttribute('href')).toBe(`/owner/forms/${PORTAL}/${FORM}`);
  });

  it('edits the draft when there is one', async () => {
    const draft = JSON.parse(JSON.stringify(MULTI_PAGE)) as WireDefinition;
    (draft.form as { name: string }).name = 'The draft';
    hostWithForm(detail({ draft: { definition: draft, updatedAt: '2026-01-02T10:00:00.000Z' } }));
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'The draft' })).toBeTruthy();
  });

  it('adds a field after the selected one, names it from its label, and saves the draft', async () => {
    hostWithForm();
    const requests = recordRequests();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    await userEvent.selectOptions(screen.getByLabelText('Field kind'), 'Dropdown');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const label = screen.getByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Favourite colour');
    expect((screen.getByLabelText('Internal name') as HTMLInputElement).value).toBe('favourite_colour');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const saved = await savedDefinition(requests);
    expect(saved.fields.favourite_colour).toMatchObject({ label: 'Favourite colour', inputKind: 'select' });
    // Right after the selected Email field, in a group of its own.
    const emailGroup = saved.fields.email!.groupIndex;
    expect(saved.groups[emailGroup + 1]!.fieldIds).toEqual(['favourite_colour']);
    expect(requests.find((request) => request.method === 'PUT')!.headers.get('x-csrf-token')).toBe('csrf-from-me');
  });

  it('adds a text and a page break after the selected field', async () => {
    hostWithForm();
    const requests = recordRequests();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add page break' }));
    expect(screen.getByText('A page break starts a new page. It has no settings.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add text' }));
    await userEvent.type(screen.getByLabelText('Text'), 'Almost done');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    const saved = await savedDefinition(requests);
    const emailGroup = saved.fields.email!.groupIndex;
    expect(saved.groups[emailGroup + 1]).toMatchObject({ isPageBreak: true, fieldIds: [] });
    expect(saved.groups[emailGroup + 2]).toMatchObject({ richText: '<p>Almost done</p>', pageNumber: saved.groups[emailGroup + 1]!.pageNumber });
    expect(saved.pageCount).toBe(4);
  });

  it('publishes: saves the draft first, then says which version went live', async () => {
    hostWithForm();
    const requests = recordRequests();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published version 3.')).toBeTruthy();
    expect(requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `PUT /api/v1/portals/${PORTAL}/forms/${FORM}/draft`,
      `POST /api/v1/portals/${PORTAL}/forms/${FORM}/publish`,
    ]);
  });

  it('says what the host refused', async () => {
    hostWithForm();
    fakeHost.use(http.put(`${FORM_URL}/draft`, () => HttpResponse.json({ status: 'error', message: 'field "x" is invalid' }, { status: 400 })));
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The draft was not saved: field "x" is invalid');
  });

  it('says when the form cannot be loaded', async () => {
    fakeHost.use(http.get(FORM_URL, () => HttpResponse.json({ status: 'error', message: 'No such form' }, { status: 404 })));
    renderConsole(EDITOR);
    expect((await screen.findByRole('alert')).textContent).toBe('The form could not be loaded: No such form');
  });

  it('lists the problems and keeps the form from being saved until they are fixed', async () => {
    hostWithForm();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: /^First name/ }));
    await userEvent.clear(screen.getByLabelText('Label'));
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    const problems = screen.getByRole('heading', { name: 'Fix these before saving:' }).parentElement!;
    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    // The problem names its field and takes the owner to it.
    await userEvent.click(within(problems).getByRole('button', { name: 'The field "firstname" has no label.' }));
    expect(screen.getByRole('button', { name: /^firstname/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByLabelText('Label'), 'Given name');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('heading', { name: 'Fix these before saving:' })).toBeNull();
  });

  it('removes an item', async () => {
    hostWithForm();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Last name' }));
    expect(screen.queryByRole('button', { name: 'Move Last name' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('offers no changes to a read-only session', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    hostWithForm();
    await openEditor();
    expect(screen.getByText('This session is read-only: changes cannot be saved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^First name/ }));
    expect(screen.getByLabelText('Label')).toHaveProperty('readOnly', true);
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    hostWithForm();
    fakeHost.use(http.get('*/api/v1/leads', () => HttpResponse.json({ leads: [], nextCursor: null })));
    const { router } = await openEditor();
    // Nothing changed: leaving does not ask.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Last name' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/owner${EDITOR}`);

    await userEvent.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/owner/forms/${PORTAL}/${FORM}`));
  });

  it('leaves without asking when everything is saved', async () => {
    hostWithForm();
    fakeHost.use(http.get('*/api/v1/leads', () => HttpResponse.json({ leads: [], nextCursor: null })));
    const { router } = await openEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/owner/forms/${PORTAL}/${FORM}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the browser ask before the tab closes while changes are unsaved', async () => {
    hostWithForm();
    await openEditor();
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(closeTab()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Last name' }));
    expect(closeTab()).toBe(true);
  });

  it('opens from the inbox with "Edit form"', async () => {
    hostWithForm();
    fakeHost.use(http.get('*/api/v1/leads', () => HttpResponse.json({ leads: [], nextCursor: null })));
    const { router } = renderConsole(`/forms/${PORTAL}/${FORM}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit form' }));
    expect(await list()).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/owner${EDITOR}`);
  });

  it('takes a restored version into the editor as unsaved changes, and lists a new version after publishing', async () => {
    hostWithForm();
    const oldVersion = JSON.parse(JSON.stringify(MULTI_PAGE)) as WireDefinition;
    (oldVersion.form as { name: string }).name = 'As it was in version 1';
    let versionLists = 0;
    fakeHost.use(
      http.get(`${FORM_URL}/versions`, () => {
        versionLists += 1;
        return HttpResponse.json({ versions: [{ version: 1, publishedAt: '2026-01-01T10:00:00.000Z', publishedBy: 'Ada Owner' }] });
      }),
      http.get(`${FORM_URL}/versions/1`, () =>
        HttpResponse.json({ version: 1, publishedAt: '2026-01-01T10:00:00.000Z', publishedBy: 'Ada Owner', definition: oldVersion }),
      ),
      http.get(`${FORM_URL}/embed`, () => HttpResponse.json({ status: 'error', message: 'Not published' }, { status: 409 })),
    );
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Publishing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore as draft (version 1)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'As it was in version 1' })).toBeTruthy();
    expect(screen.getByText('Version 1 is in the editor: save the draft to keep it.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published version 3.');
    await userEvent.click(screen.getByRole('button', { name: 'Publishing' }));
    await waitFor(() => expect(versionLists).toBe(2));
  });

  it('switches between the fields, the form settings and publishing', async () => {
    hostWithForm();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Form fields' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fields' }));
    expect(await list()).toBeTruthy();
  });
});
