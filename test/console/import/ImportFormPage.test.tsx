// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ImportFormPage } from '../../../console/import/ImportFormPage';
import { SessionProvider } from '../../../console/session/SessionProvider';
import { answerAs, answerCreateForm, fakeHost, formSummary, OWNER, recordRequests, useFakeHost } from '../fake-host';
import { renderConsole } from '../render-console';

useFakeHost();

const ALL_FIELDS = readFileSync(path.resolve(__dirname, '../../../fixtures/forms/123456/a1b2c3d4-0002-4000-8000-000000000002.json'), 'utf8');
const PLAIN = JSON.stringify({ form: { name: 'Plain', formFieldGroups: [{ fields: [{ name: 'email', label: 'Email', required: true }] }] } });

function EditorStub() {
  const { portalId, formId } = useParams();
  return <h1>{`Editing ${portalId}/${formId}`}</h1>;
}

function renderImport() {
  return render(
    <MemoryRouter initialEntries={['/forms/import']}>
      <SessionProvider>
        <Routes>
          <Route path="/forms/import" element={<ImportFormPage />} />
          <Route path="/forms/:portalId/:formId/edit" element={<EditorStub />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** Puts `text` in the definition box as a paste would (typing JSON braces would be read as key names). */
async function paste(text: string) {
  const box = await screen.findByLabelText('Form definition (JSON)');
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('the Import a form page', () => {
  it('checks a pasted definition: its name, every field with its type and whether it is required, and what is not carried over', async () => {
    answerAs({ me: OWNER });
    renderImport();
    await paste(ALL_FIELDS);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    const heading = await screen.findByRole('heading', { name: 'Checked: All field types' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('26 fields')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Fields of the form' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(26);
    expect(rows.slice(0, 3).map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['First nameInternal name: firstname', 'Single-line text', 'Yes'],
      ['Last nameInternal name: lastname', 'Single-line text', 'No'],
      ['EmailInternal name: email', 'Single-line text', 'Yes'],
    ]);
    expect(rows.find((row) => row.textContent?.includes('plan'))?.children[1]?.textContent).toBe('Radio buttons');
    expect(rows.find((row) => row.textContent?.includes('nps_score'))?.children[1]?.textContent).toBe('Net promoter score');
    const notCarried = screen.getByRole('heading', { name: 'Not carried over' }).nextElementSibling;
    expect(within(notCarried as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Form setting "themeColor" (the theme colour) is not carried over: this embed does not read it; set colours in the form style instead.',
      'Field "Choose a plan" (plan) is a payment link choice: it shows as a plain choice and no payment is taken here.',
      'Phone numbers default to the country "NL" for every visitor here ("countryCode"); the original service may have chosen it per visitor.',
      'The form\'s colours and sizes apply only if this host grants its portal custom styles (PORTAL_SCOPES "customStyleAccess").',
    ]);
  });

  it('creates the checked definition as a new form of the chosen portal, then opens its editor', async () => {
    answerAs({ me: OWNER, forms: [formSummary(), formSummary({ portalId: '654321', guid: 'other' })] });
    const created = answerCreateForm('a1b2c3d4-7777-4000-8000-000000000001');
    renderImport();
    await paste(PLAIN);
    await userEvent.selectOptions(screen.getByLabelText('Portal'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Everything carries over.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));

    expect(await screen.findByRole('heading', { name: 'Editing 654321/a1b2c3d4-7777-4000-8000-000000000001' })).toBeTruthy();
    expect(created.map((call) => [call.portalId, call.body.definition])).toEqual([
      ['654321', { form: { name: 'Plain', formFieldGroups: [{ fields: [{ name: 'email', label: 'Email', required: true }] }] } }],
    ]);
  });

  it('reads an uploaded .json file into the box, to be checked like a pasted one', async () => {
    answerAs({ me: OWNER });
    renderImport();
    const upload = await screen.findByLabelText('…or upload a .json file');
    expect(upload.getAttribute('accept')).toBe('.json,application/json');
    await userEvent.upload(upload, new File([PLAIN], 'plain.json', { type: 'application/json' }));
    await expect.poll(() => (screen.getByLabelText('Form definition (JSON)') as HTMLTextAreaElement).value).toBe(PLAIN);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Checked: Plain' })).toBeTruthy();
  });

  it('says which file could not be read, and empties the box', async () => {
    answerAs({ me: OWNER });
    vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    renderImport();
    const box = await paste(PLAIN);
    await userEvent.upload(screen.getByLabelText('…or upload a .json file'), new File([PLAIN], 'broken.json', { type: 'application/json' }));
    expect(await screen.findByText('broken.json could not be read.')).toBeTruthy();
    expect([(box as HTMLTextAreaElement).value, box.getAttribute('aria-invalid')]).toEqual(['', 'true']);
  });

  it('names what is wrong with a definition it cannot import, on the box, and offers nothing to create', async () => {
    answerAs({ me: OWNER });
    const requests = recordRequests();
    renderImport();
    const box = await paste('{"form": {"name": "Empty", "formFieldGroups": []}}');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The form has no fields.');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Create form' })).toBeNull();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('forgets the check once the definition changes: it has to be checked again', async () => {
    answerAs({ me: OWNER });
    renderImport();
    await paste(PLAIN);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('heading', { name: 'Checked: Plain' });
    await paste(ALL_FIELDS);
    expect(screen.queryByRole('button', { name: 'Create form' })).toBeNull();
  });

  it('asks for a valid portal id before creating when the session may write any portal and none has forms', async () => {
    answerAs({ me: OWNER, forms: [] });
    const created = answerCreateForm('a1b2c3d4-7777-4000-8000-000000000002');
    renderImport();
    await paste(PLAIN);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    const portal = screen.getByLabelText('New portal id');
    expect([portal.getAttribute('aria-invalid'), document.activeElement]).toEqual(['true', portal]);
    expect(screen.getByText('Enter the portal id the form belongs to.')).toBeTruthy();
    await userEvent.type(portal, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(await screen.findByRole('heading', { name: 'Editing 98765/a1b2c3d4-7777-4000-8000-000000000002' })).toBeTruthy();
    expect(created.map((call) => call.portalId)).toEqual(['98765']);
  });

  it("shows the host's refusal and stays on the page", async () => {
    answerAs({ me: { ...OWNER, portals: ['123456'] } });
    fakeHost.use(
      http.post('*/api/v1/portals/:portalId/forms', () =>
        HttpResponse.json({ status: 'error', message: 'form has no guid', errorType: 'INVALID_DEFINITION' }, { status: 400 }),
      ),
    );
    renderImport();
    await paste(PLAIN);
    expect(screen.getByText('123456')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    expect((await screen.findByRole('alert')).textContent).toBe('form has no guid');
    expect(screen.getByRole('button', { name: 'Create form' })).toHaveProperty('disabled', false);
  });

  it('says a read-only session cannot import, and offers no box to paste into', async () => {
    answerAs({ me: { ...OWNER, readOnly: true } });
    renderImport();
    expect(await screen.findByText('This session is read-only: it cannot import forms.')).toBeTruthy();
    expect(screen.queryByLabelText('Form definition (JSON)')).toBeNull();
  });

  it('is the page at /forms/import of the console', async () => {
    answerAs({ me: OWNER });
    renderConsole('/forms/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import a form' })).toBeTruthy();
    expect(await screen.findByLabelText('Form definition (JSON)')).toBeTruthy();
  });
});
