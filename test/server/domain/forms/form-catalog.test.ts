import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formCatalog, type FormCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { servedForms, type ServedForms } from '../../../../server/domain/forms/served-forms.js';
import { asFormsDatabase, ensureForm } from '../../../../server/storage/form-store.js';
import { fixtureWire } from '../../helpers/forms.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { FORMS, PORTAL_ID, makeTempDir } from '../../helpers/test-host.js';

const GUID = 'a1b2c3d4-c0de-4000-8000-000000000001';
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }, { name: 'firstname', label: 'First name', type: 'text' }] };

describe.each(STORAGE_BACKENDS)('forms catalog on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let catalog: FormCatalog;
  let forms: ServedForms;
  let clock = NOW;
  beforeEach(async () => {
    clock = NOW;
    database = await freshHostDatabase(backend);
    catalog = formCatalog({ db: database.db, now: () => clock });
    // An empty FORMS_DIR: nothing comes from files here.
    forms = servedForms({ db: database.db, formsDir: await makeTempDir('no-forms'), now: () => clock });
  });
  afterEach(() => database.close());

  const served = async (guid = GUID, draft = false) => {
    const answer = await forms.definition(PORTAL_ID, guid, { draft, allowUnpublished: false });
    return answer.kind === 'definition' ? (JSON.parse(answer.text) as ReturnType<typeof fixtureWire>) : answer.kind;
  };

  it('creates a form from a minimal body as a draft that serves only once published, as version 1', async () => {
    expect(await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID)).toEqual({ ok: true, value: { guid: GUID, name: 'Newsletter' } });
    expect(await served()).toBe('missing');
    expect(await served(GUID, true)).toMatchObject({ form: { guid: GUID, name: 'Newsletter' } });

    expect(await catalog.publish(PORTAL_ID, GUID, 'ada@example.com')).toEqual({
      ok: true,
      value: { version: 1, publishedAt: new Date(NOW).toISOString(), publishedBy: 'ada@example.com' },
    });
    const definition = await served();
    expect(definition).toMatchObject({ form: { guid: GUID, portalId: Number(PORTAL_ID), isPublished: true } });
    if (typeof definition === 'string') throw new Error(definition);
    expect(definition.form.metaData).toContainEqual({ name: 'formVersion', value: '1' });
    expect(definition.form.formFieldGroups.flatMap((group) => group.fields).map((field) => [field.name, field.fieldType, field.required])).toEqual([
      ['email', 'email', true],
      ['firstname', 'text', false],
    ]);
    expect(await catalog.listVersions(PORTAL_ID, GUID)).toEqual({
      ok: true,
      value: [{ version: 1, publishedAt: new Date(NOW).toISOString(), publishedBy: 'ada@example.com' }],
    });
  });

  it('creates a form from a wire definition under the GUID and portal it lives at, named by form.name', async () => {
    const wire = fixtureWire(FORMS.contact);
    wire.form.name = 'Contact us';
    const created = await catalog.create(PORTAL_ID, { wire });
    if (!created.ok) throw new Error(created.error);
    expect(created.value.name).toBe('Contact us');
    await catalog.publish(PORTAL_ID, created.value.guid, null);
    expect(await served(created.value.guid)).toMatchObject({ form: { guid: created.value.guid, submitText: 'Send message' } });
  });

  it('keeps serving the published version while the draft changes, until the draft is published as the next version', async () => {
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.publish(PORTAL_ID, GUID, null);
    const edited = { ...MINIMAL, name: 'Newsletter (new)' };
    expect(await catalog.updateDraft(PORTAL_ID, GUID, { minimal: edited })).toEqual({ ok: true, value: null });
    expect(await served()).toMatchObject({ form: { name: 'Newsletter' } });
    expect(await served(GUID, true)).toMatchObject({ form: { name: 'Newsletter (new)' } });

    clock = NOW + 60_000;
    expect(await catalog.publish(PORTAL_ID, GUID.toUpperCase(), 'grace@example.com')).toMatchObject({ ok: true, value: { version: 2 } });
    const definition = await served();
    expect(definition).toMatchObject({ form: { name: 'Newsletter (new)' } });
    if (typeof definition === 'string') throw new Error(definition);
    expect(definition.form.metaData.filter((pair) => pair.name === 'formVersion')).toEqual([{ name: 'formVersion', value: '2' }]);
    const versions = await catalog.listVersions(PORTAL_ID, GUID);
    expect(versions.ok && versions.value.map((version) => [version.version, version.publishedBy])).toEqual([
      [1, null],
      [2, 'grace@example.com'],
    ]);
    expect((await catalog.list(PORTAL_ID))[0]).toMatchObject({ name: 'Newsletter (new)', publishedVersion: 2 });
  });

  it('leaves the previous version serving when a publish fails part way', async () => {
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.publish(PORTAL_ID, GUID, null);
    await catalog.updateDraft(PORTAL_ID, GUID, { minimal: { ...MINIMAL, name: 'Never served' } });
    // The version row is written first; the form row's update after it then fails.
    if (backend.name === 'sqlite') {
      await sql`create trigger refuse_form_updates before update on forms begin select raise(abort, 'form updates refused'); end`.execute(database.db);
    } else {
      await sql`create function refuse_form_updates() returns trigger language plpgsql as $$ begin raise exception 'form updates refused'; end $$`.execute(database.db);
      await sql`create trigger refuse_form_updates before update on forms for each row execute function refuse_form_updates()`.execute(database.db);
    }
    await expect(catalog.publish(PORTAL_ID, GUID, null)).rejects.toThrow(/form updates refused/);
    expect(await served()).toMatchObject({ form: { name: 'Newsletter' } });
    const versions = await catalog.listVersions(PORTAL_ID, GUID);
    expect(versions.ok && versions.value.map((version) => version.version)).toEqual([1]);
  });

  it('refuses bad input with an error that names the problem', async () => {
    expect(await catalog.create(PORTAL_ID, { minimal: { fields: [] } })).toMatchObject({ ok: false, code: 'invalidDefinition', error: '"name" must be a non-empty string' });
    expect(await catalog.create(PORTAL_ID, { minimal: { name: 'x', fields: [{ name: 'a', label: 'A', type: 'select' }] } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^fields\[0\]\.type must be one of text, email/) as unknown,
    });
    expect(await catalog.create(PORTAL_ID, { minimal: { name: 'x', fields: [{ name: 'a', label: 'A', type: 'text', required: 'yes' }] } })).toMatchObject({
      ok: false,
      error: 'fields[0].required must be true or false',
    });
    expect(await catalog.create(PORTAL_ID, { wire: { notAForm: true } })).toMatchObject({ ok: false, error: 'a definition must have a "form" object' });
    expect(await catalog.create(PORTAL_ID, { minimal: MINIMAL }, 'not-a-guid')).toMatchObject({ ok: false, error: '"not-a-guid" is not a form GUID' });
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    expect(await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID)).toMatchObject({ ok: false, code: 'alreadyExists' });
    const unknown = randomUUID();
    expect(await catalog.publish(PORTAL_ID, unknown, null)).toEqual({ ok: false, code: 'notFound', error: `portal ${PORTAL_ID} has no form ${unknown}` });
    expect(await catalog.updateDraft('999', GUID, { minimal: MINIMAL })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await catalog.listVersions(PORTAL_ID, unknown)).toMatchObject({ ok: false, code: 'notFound' });
    expect(await catalog.archive(PORTAL_ID, unknown)).toMatchObject({ ok: false, code: 'notFound' });
  });

  it('archives a form: it answers as unpublished and takes no submissions', async () => {
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.publish(PORTAL_ID, GUID, null);
    expect(await forms.forSubmission(PORTAL_ID, GUID)).toMatchObject({ kind: 'live', latest: { version: 1 } });
    expect(await catalog.archive(PORTAL_ID, GUID)).toEqual({ ok: true, value: null });
    expect(await served()).toBe('missing');
    expect((await forms.definition(PORTAL_ID, GUID, { draft: false, allowUnpublished: true })).kind).toBe('definition');
    expect(await forms.forSubmission(PORTAL_ID, GUID)).toEqual({ kind: 'unpublished' });
    expect((await catalog.list(PORTAL_ID))[0]?.archivedAt).toBe(new Date(NOW).toISOString());
  });

  it('publishes a definition given with the publish; a refused one changes neither the draft nor what is served', async () => {
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.publish(PORTAL_ID, GUID, null);
    expect(await catalog.publish(PORTAL_ID, GUID, null, { minimal: { name: 'Broken', fields: [] } })).toMatchObject({ ok: false, code: 'invalidDefinition' });
    expect(await served()).toMatchObject({ form: { name: 'Newsletter' } });
    expect(await catalog.getDraft(PORTAL_ID, GUID)).toMatchObject({ ok: true, value: { definition: { form: { name: 'Newsletter' } } } });

    expect(await catalog.publish(PORTAL_ID, GUID, 'ada', { minimal: { ...MINIMAL, name: 'Newsletter 2' } })).toMatchObject({ ok: true, value: { version: 2, publishedBy: 'ada' } });
    expect(await served()).toMatchObject({ form: { name: 'Newsletter 2' } });
    const detail = await catalog.get(PORTAL_ID, GUID);
    expect(detail).toMatchObject({ ok: true, value: { summary: { name: 'Newsletter 2', publishedVersion: 2 }, published: { form: { name: 'Newsletter 2' } }, draft: { definition: { form: { name: 'Newsletter 2' } } } } });
  });

  it('takes an archived form out of the archive: it serves and takes submissions again', async () => {
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.publish(PORTAL_ID, GUID, null);
    await catalog.archive(PORTAL_ID, GUID);
    expect(await forms.forSubmission(PORTAL_ID, GUID)).toEqual({ kind: 'unpublished' });
    expect(await catalog.unarchive(PORTAL_ID, GUID)).toEqual({ ok: true, value: null });
    expect(await served()).toMatchObject({ form: { name: 'Newsletter' } });
    expect(await forms.forSubmission(PORTAL_ID, GUID)).toMatchObject({ kind: 'live', latest: { version: 1 } });
    expect((await catalog.list(PORTAL_ID))[0]?.archivedAt).toBeNull();
    expect(await catalog.unarchive(PORTAL_ID, randomUUID())).toMatchObject({ ok: false, code: 'notFound' });
  });

  it('says whether a form is live and whether its draft differs from the latest version', async () => {
    const summary = async () => (await catalog.list(PORTAL_ID))[0];
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    expect(await summary()).toMatchObject({ publishedVersion: null, live: false, unpublishedChanges: true });
    await catalog.publish(PORTAL_ID, GUID, null);
    expect(await summary()).toMatchObject({ publishedVersion: 1, live: true, unpublishedChanges: false });

    clock = NOW + 60_000;
    await catalog.updateDraft(PORTAL_ID, GUID, { minimal: { ...MINIMAL, name: 'Newsletter (new)' } });
    expect(await summary()).toMatchObject({ live: true, unpublishedChanges: true });
    // Saved back as it was published: nothing left to publish.
    await catalog.updateDraft(PORTAL_ID, GUID, { minimal: MINIMAL });
    expect(await summary()).toMatchObject({ unpublishedChanges: false });
    await catalog.updateDraft(PORTAL_ID, GUID, { minimal: { ...MINIMAL, name: 'Newsletter (new)' } });
    await catalog.archive(PORTAL_ID, GUID);
    expect(await summary()).toMatchObject({ live: false });
    await catalog.unarchive(PORTAL_ID, GUID);

    // A version that says it is not published (as a definition file may) is not served.
    clock = NOW + 120_000;
    const wire = fixtureWire(FORMS.contact);
    wire.form.isPublished = false;
    await catalog.publish(PORTAL_ID, GUID, null, { wire });
    expect(await summary()).toMatchObject({ publishedVersion: 2, live: false, unpublishedChanges: false });
    expect(await served()).toBe('missing');
  });

  it('answers noDraft for a form without a draft, and lists the portals that have forms', async () => {
    // A form imported from a file has versions but no draft.
    await ensureForm(asFormsDatabase(database.db), { portalId: PORTAL_ID, guid: GUID, name: 'Imported', now: new Date(NOW).toISOString() });
    expect(await catalog.getDraft(PORTAL_ID, GUID)).toEqual({ ok: false, code: 'noDraft', error: `form ${GUID} has no draft` });
    expect(await catalog.publish(PORTAL_ID, GUID, null)).toMatchObject({ ok: false, code: 'noDraft' });
    expect(await catalog.get(PORTAL_ID, GUID)).toMatchObject({ ok: true, value: { summary: { guid: GUID, publishedVersion: null }, published: null, draft: null } });
    await catalog.create('42', { minimal: MINIMAL });
    expect(await catalog.portals()).toEqual([PORTAL_ID, '42']);
  });

  it('lists the portal forms with their leads: all, the last one, and those of the last 7 days', async () => {
    const other = 'a1b2c3d4-c0de-4000-8000-000000000002';
    await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID);
    await catalog.create(PORTAL_ID, { minimal: { ...MINIMAL, name: 'Alpha' } }, other);
    await catalog.create('999', { minimal: MINIMAL }, GUID);
    const lead = (formId: string, daysAgo: number, portalId = PORTAL_ID) =>
      database.db
        .insertInto('submissions')
        .values({
          idempotency_key: randomUUID(),
          portal_id: portalId,
          form_id: formId,
          conversion_id: randomUUID(),
          values_json: '{}',
          context_json: null,
          files_json: '[]',
          page_url: null,
          created_at: new Date(NOW - daysAgo * 86_400_000).toISOString(),
          consent_json: null,
          form_version: 1,
        })
        .execute();
    await lead(GUID, 30);
    await lead(GUID, 6);
    await lead(GUID, 1);
    await lead(GUID, 0, '999');
    await sql`update submissions set spam = 1 where created_at = ${new Date(NOW - 6 * 86_400_000).toISOString()}`.execute(database.db);
    expect(await catalog.list(PORTAL_ID)).toEqual([
      expect.objectContaining({ portalId: PORTAL_ID, guid: other, name: 'Alpha', publishedVersion: null, leads: 0, lastLeadAt: null, leadsLast7Days: 0, spamLeads: 0 }),
      expect.objectContaining({ guid: GUID, name: 'Newsletter', leads: 3, lastLeadAt: new Date(NOW - 86_400_000).toISOString(), leadsLast7Days: 2, spamLeads: 1 }),
    ]);
  });
});
