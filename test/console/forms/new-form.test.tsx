// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewFormPage } from '../../../console/forms/NewFormPage';
import { SessionProvider } from '../../../console/session/SessionProvider';
import { answerAs, answerCreateForm, fakeHost, formSummary, OWNER, recordRequests, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';

useFakeHost();

/** Where "Create form" leads: the editor of the new form. */
function EditorStub() {
  const { portalId, formId } = useParams();
  return <h1>{`Editing ${portalId}/${formId}`}</h1>;
}

function renderNewForm() {
  return render(
    <MemoryRouter initialEntries={['/forms/new']}>
      <SessionProvider>
        <Routes>
          <Route path="/forms/new" element={<NewFormPage />} />
          <Route path="/forms/:portalId/:formId/edit" element={<EditorStub />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('the New form page', () => {
  it("creates the chosen template's form under its name in the chosen portal, then opens the editor", async () => {
    answerAs({ me: OWNER, forms: [formSummary(), formSummary({ portalId: '654321', guid: 'other' }), formSummary({ guid: 'third' })] });
    const created = answerCreateForm('a1b2c3d4-9999-4000-8000-000000000001');
    renderNewForm();

    await userEvent.type(await screen.findByLabelText('Form name'), '  Spring fair ');
    const portal = screen.getByLabelText<HTMLSelectElement>('Portal');
    expect(Array.from(portal.options).map((option) => option.text)).toEqual(['123456', '654321', 'Another portal…']);
    await userEvent.selectOptions(portal, '654321');
    const templates = within(screen.getByRole('group', { name: 'Start from' }));
    expect(templates.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'blank',
      'contact',
      'newsletter',
      'demoRequest',
      'eventRegistration',
    ]);
    expect(templates.getByRole('radio', { name: 'Blank' })).toHaveProperty('checked', true);
    const contact = templates.getByRole('radio', { name: 'Contact' });
    expect(description(contact)).toBe('Name, email, company and a message, with consent to process.');
    await userEvent.click(contact);
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));

    expect(await screen.findByRole('heading', { name: 'Editing 654321/a1b2c3d4-9999-4000-8000-000000000001' })).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(created[0]?.portalId).toBe('654321');
    expect(created[0]?.body.definition?.form?.name).toBe('Spring fair');
    const fields = (created[0]?.body.definition?.form as { formFieldGroups: { fields: { name: string }[] }[] }).formFieldGroups.flatMap(
      (group) => group.fields.map((field) => field.name),
    );
    expect(fields).toEqual(['firstname', 'lastname', 'email', 'company', 'message']);
  });

  it('asks for a name before calling the host', async () => {
    answerAs({ me: OWNER });
    const requests = recordRequests();
    renderNewForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    const name = screen.getByLabelText('Form name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Give the form a name.');
    expect(document.activeElement).toBe(name);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('takes a new portal id, checked against the pattern of portal ids', async () => {
    answerAs({ me: OWNER, forms: [] });
    const created = answerCreateForm();
    renderNewForm();
    await userEvent.type(await screen.findByLabelText('Form name'), 'First form');
    expect(screen.queryByRole('combobox', { name: 'Portal' })).toBeNull();
    const portal = screen.getByLabelText('New portal id');
    await userEvent.type(portal, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(portal.getAttribute('aria-invalid')).toBe('true');
    expect(description(portal)).toBe('A portal id is digits only (at most 20). Digits only, at most 20.');
    expect(created).toEqual([]);

    await userEvent.clear(portal);
    await userEvent.type(portal, '777');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(await screen.findByRole('heading', { name: 'Editing 777/new-form-guid' })).toBeTruthy();
    expect(created[0]?.portalId).toBe('777');
  });

  it("offers the session's own portals, without asking for others", async () => {
    answerAs({ me: { ...OWNER, portals: ['200', '100'] } });
    const created = answerCreateForm();
    renderNewForm();
    await userEvent.type(await screen.findByLabelText('Form name'), 'Mine');
    const portal = screen.getByLabelText<HTMLSelectElement>('Portal');
    expect(Array.from(portal.options).map((option) => option.value)).toEqual(['200', '100']);
    expect(screen.queryByLabelText('New portal id')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    await screen.findByRole('heading', { name: 'Editing 200/new-form-guid' });
    expect(created[0]?.portalId).toBe('200');
  });

  it('names the only portal a session may write to', async () => {
    answerAs({ me: { ...OWNER, portals: ['100'] } });
    renderNewForm();
    expect((await screen.findByText('100')).closest('p')?.textContent).toBe('Portal: 100');
    expect(screen.queryByLabelText('Portal')).toBeNull();
  });

  it("shows the host's refusal and stays on the page", async () => {
    answerAs({ me: OWNER });
    fakeHost.use(
      http.post('*/api/v1/portals/:portalId/forms', () =>
        HttpResponse.json({ status: 'error', message: 'portal 123456 may not be changed by this token' }, { status: 403 }),
      ),
    );
    renderNewForm();
    await userEvent.type(await screen.findByLabelText('Form name'), 'Refused');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect((await screen.findByRole('alert')).textContent).toBe('portal 123456 may not be changed by this token');
    expect(screen.getByRole('button', { name: 'Create form' })).toHaveProperty('disabled', false);
  });

  it('says a read-only session cannot create forms', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    renderNewForm();
    expect(await screen.findByText('This session is read-only: it cannot create forms.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create form' })).toBeNull();
  });
});

describe('the forms list, for creating forms', () => {
  it('links to New form and to importing a form', async () => {
    answerAs({ me: OWNER });
    renderConsole('/');
    expect((await screen.findByRole('link', { name: 'New form' })).getAttribute('href')).toBe('/owner/forms/new');
    expect(screen.getByRole('link', { name: 'Import a form' }).getAttribute('href')).toBe('/owner/forms/import');
  });

  it('has neither link for a read-only session', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Contact us' });
    expect(screen.queryByRole('link', { name: 'New form' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import a form' })).toBeNull();
  });

  it('New form opens the page at /forms/new', async () => {
    answerAs({ me: OWNER });
    renderConsole('/');
    await userEvent.click(await screen.findByRole('link', { name: 'New form' }));
    expect(await screen.findByRole('heading', { name: 'New form' })).toBeTruthy();
    expect(document.title).toBe('New form · Forms console');
  });
});

describe('the New form page without the list of forms', () => {
  it('says why, and still takes a portal id', async () => {
    answerAs({ me: OWNER });
    fakeHost.use(http.get('*/api/v1/forms', () => HttpResponse.json({ status: 'error', message: 'Database unavailable' }, { status: 503 })));
    const created = answerCreateForm();
    renderNewForm();
    expect(await screen.findByText('The portals that have forms could not be listed (Database unavailable): enter the portal id.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Form name'), 'Anyway');
    await userEvent.type(screen.getByLabelText('New portal id'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    await screen.findByRole('heading', { name: 'Editing 42/new-form-guid' });
    expect(created[0]?.portalId).toBe('42');
  });
});
