import { describe, expect, it } from 'vitest';
import { formCatalog } from '../../../../server/domain/forms/form-catalog.js';
import type { PortalScopes } from '../../../../server/domain/forms/portal-scopes.js';
import { servedForms } from '../../../../server/domain/forms/served-forms.js';
import type { CacheLimits } from '../../../../server/domain/prerender/bounded-cache.js';
import { asFormsDatabase, findForm, latestVersion } from '../../../../server/storage/form-store.js';
import { fixtureWire, writeFormFile } from '../../helpers/forms.js';
import { freshDatabaseAndFormsDir } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { UNSCOPED_PORTAL_ID } from '../../../fixture-ids.js';
import { FORMS, PORTAL_ID, definitionPath, startTestHost, type TestHost } from '../../helpers/test-host.js';

const GRANTED_PORTAL = PORTAL_ID;
const OTHER_PORTAL = '654321';
const GUID = 'a1b2c3d4-5c09-4000-8000-000000000001';
const PORTAL_SCOPES: PortalScopes = { [GRANTED_PORTAL]: ['rawHtmlAccess', 'customStyleAccess'] };
const BOTH_CLAIMED = { noBranding: true, renderShell: true, rawHtmlAccess: true, customStyleAccess: true };

/** The contact form as `portalId`'s form GUID, its scopes as given, asking for its thank-you as raw HTML. */
function definitionClaiming(portalId: string, scopes: unknown) {
  const wire = fixtureWire(FORMS.contact);
  wire.form.guid = GUID;
  wire.form.portalId = Number(portalId);
  wire.form.metaData = [...wire.form.metaData, { name: 'renderRawHtml', value: 'true' }];
  return { ...wire, scopes };
}

// Which scopes are served is decided above the storage: one backend shows it.
describe.each(STORAGE_BACKENDS.filter((backend) => backend.name === 'sqlite'))('served definitions on $name take their portal\'s scopes', (backend) => {
  const fresh = freshDatabaseAndFormsDir(backend, 'served-forms');

  const forms = () => servedForms({ db: fresh.database.db, formsDir: fresh.formsDir, portalScopes: PORTAL_SCOPES });
  const served = async (portalId: string, draft = false) => {
    const answer = await forms().definition(portalId, GUID, { draft, allowUnpublished: false });
    if (answer.kind !== 'definition') throw new Error(`expected a definition, got ${answer.kind}`);
    return answer.text;
  };
  const checkedAgainst = async (portalId: string) => {
    const form = await forms().forSubmission(portalId, GUID);
    if (form.kind !== 'live') throw new Error(`expected a live form, got ${form.kind}`);
    return form.latest.definition;
  };

  it('serves a file claiming both scopes on a portal without the grant without them, and checks its submissions against the same', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definitionClaiming(OTHER_PORTAL, BOTH_CLAIMED), OTHER_PORTAL);
    const definition = JSON.parse(await served(OTHER_PORTAL)) as { scopes: unknown; form: { metaData: unknown[] } };
    expect(definition.scopes).toEqual({ ...BOTH_CLAIMED, rawHtmlAccess: false, customStyleAccess: false });
    // renderRawHtml stays as written: without rawHtmlAccess the embed keeps only rich-text markup.
    expect(definition.form.metaData).toContainEqual({ name: 'renderRawHtml', value: 'true' });
    expect((await checkedAgainst(OTHER_PORTAL)).scopes).toEqual(definition.scopes);
  });

  it('serves a file on the granted portal with both scopes even when it says false, and checks submissions against the same', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definitionClaiming(GRANTED_PORTAL, { ...BOTH_CLAIMED, rawHtmlAccess: false, customStyleAccess: false }));
    const definition = JSON.parse(await served(GRANTED_PORTAL)) as { scopes: unknown };
    expect(definition.scopes).toEqual(BOTH_CLAIMED);
    expect((await checkedAgainst(GRANTED_PORTAL)).scopes).toEqual(BOTH_CLAIMED);
  });

  it('sends the stored text byte for byte when it already says what the portal is granted', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definitionClaiming(GRANTED_PORTAL, BOTH_CLAIMED));
    const text = await served(GRANTED_PORTAL);
    const db = asFormsDatabase(fresh.database.db);
    const form = await findForm(db, GRANTED_PORTAL, GUID);
    expect(text).toBe(form && (await latestVersion(db, form.id))?.definitionJson);
  });

  it('serves a form created and published through the catalog with scopes true without them, its draft too', async () => {
    const catalog = formCatalog({ db: fresh.database.db });
    const created = await catalog.create(OTHER_PORTAL, { wire: definitionClaiming(OTHER_PORTAL, BOTH_CLAIMED) }, GUID);
    expect(created.ok).toBe(true);
    const draft = JSON.parse(await served(OTHER_PORTAL, true)) as { scopes: unknown };
    expect(draft.scopes).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false });
    expect((await catalog.publish(OTHER_PORTAL, GUID, 'owner')).ok).toBe(true);
    const published = JSON.parse(await served(OTHER_PORTAL)) as { scopes: unknown };
    expect(published.scopes).toEqual({ ...BOTH_CLAIMED, rawHtmlAccess: false, customStyleAccess: false });
    expect((await checkedAgainst(OTHER_PORTAL)).scopes).toEqual(published.scopes);
  });

  it('grants nothing to any portal when the host grants nothing', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definitionClaiming(GRANTED_PORTAL, BOTH_CLAIMED));
    const answer = await servedForms({ db: fresh.database.db, formsDir: fresh.formsDir }).definition(GRANTED_PORTAL, GUID, { draft: false, allowUnpublished: false });
    expect(answer.kind === 'definition' && (JSON.parse(answer.text) as { scopes: unknown }).scopes).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false });
  });
});

describe('the host serves definitions with its portalScopes', () => {
  const scopesServed = async (host: TestHost, portalId: string, formId: string) => {
    const response = await fetch(`${host.host.url}${definitionPath(formId, '', portalId)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { scopes: unknown }).scopes;
  };

  it('grants the fixtures\' portal both scopes and 654321 none, as the test host is set up', async () => {
    const host = await startTestHost();
    try {
      expect(await scopesServed(host, PORTAL_ID, FORMS.styledWithAccess)).toMatchObject({ rawHtmlAccess: true, customStyleAccess: true });
      expect(await scopesServed(host, UNSCOPED_PORTAL_ID, FORMS.styledWithoutAccess)).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false });
    } finally {
      await host.stop();
    }
  });

  it('serves the same file without them when the host grants nothing', async () => {
    const host = await startTestHost({ portalScopes: {} });
    try {
      expect(await scopesServed(host, PORTAL_ID, FORMS.styledWithAccess)).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false });
    } finally {
      await host.stop();
    }
  });
});

describe.each(STORAGE_BACKENDS)('published versions served on $name', (backend) => {
  const fresh = freshDatabaseAndFormsDir(backend, 'served-versions');

  /** Served forms over the database (keeping what `keptVersions` allows), and how many stored definition texts they have read. */
  function countingForms(keptVersions?: CacheLimits) {
    const reads = { texts: 0 };
    const db = fresh.database.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        reads.texts += result.rows.filter((row) => typeof row === 'object' && row !== null && 'definition_json' in row).length;
        return result;
      },
    });
    return { forms: servedForms({ db, formsDir: fresh.formsDir, keptVersions }), reads };
  }
  const label = (text: string) => (JSON.parse(text) as { form: { name: string } }).form.name;

  it('reads and checks a version once while it stays the latest, and serves a new one, an archive and an unarchive at once', async () => {
    const catalog = formCatalog({ db: fresh.database.db });
    const wire = definitionClaiming(OTHER_PORTAL, {});
    expect((await catalog.create(OTHER_PORTAL, { wire: { ...wire, form: { ...wire.form, name: 'First' } } }, GUID)).ok).toBe(true);
    expect((await catalog.publish(OTHER_PORTAL, GUID, 'owner')).ok).toBe(true);
    const { forms, reads } = countingForms();
    const ask = () => forms.definition(OTHER_PORTAL, GUID, { draft: false, allowUnpublished: false });

    const first = await ask();
    expect(first.kind === 'definition' && label(first.text)).toBe('First');
    expect(reads.texts).toBe(1);
    expect(await ask()).toEqual(first);
    expect(reads.texts).toBe(1);

    expect((await catalog.publish(OTHER_PORTAL, GUID, 'owner', { wire: { ...wire, form: { ...wire.form, name: 'Second' } } })).ok).toBe(true);
    const second = await ask();
    expect(second.kind === 'definition' && label(second.text)).toBe('Second');
    expect(second.kind === 'definition' && second.digest).not.toBe(first.kind === 'definition' && first.digest);
    expect(reads.texts).toBe(2);

    expect((await catalog.archive(OTHER_PORTAL, GUID)).ok).toBe(true);
    expect(await ask()).toEqual({ kind: 'missing' });
    expect((await catalog.unarchive(OTHER_PORTAL, GUID)).ok).toBe(true);
    expect(await ask()).toEqual(second);
    expect(reads.texts).toBe(2);
  });

  it('reads a draft anew on every ask: it is edited in place', async () => {
    const catalog = formCatalog({ db: fresh.database.db });
    const wire = definitionClaiming(OTHER_PORTAL, {});
    expect((await catalog.create(OTHER_PORTAL, { wire: { ...wire, form: { ...wire.form, name: 'Draft one' } } }, GUID)).ok).toBe(true);
    const { forms } = countingForms();
    const draft = async () => {
      const answer = await forms.definition(OTHER_PORTAL, GUID, { draft: true, allowUnpublished: true });
      return answer.kind === 'definition' ? label(answer.text) : answer.kind;
    };
    expect(await draft()).toBe('Draft one');
    expect((await catalog.updateDraft(OTHER_PORTAL, GUID, { wire: { ...wire, form: { ...wire.form, name: 'Draft two' } } })).ok).toBe(true);
    expect(await draft()).toBe('Draft two');
  });

  it('keeps at most the versions its limits allow', async () => {
    const catalog = formCatalog({ db: fresh.database.db });
    const wire = definitionClaiming(OTHER_PORTAL, {});
    const guids = ['a1b2c3d4-5c09-4000-8000-0000000000a1', 'a1b2c3d4-5c09-4000-8000-0000000000a2'];
    for (const guid of guids) {
      expect((await catalog.create(OTHER_PORTAL, { wire: { ...wire, form: { ...wire.form, guid } } }, guid)).ok).toBe(true);
      expect((await catalog.publish(OTHER_PORTAL, guid, 'owner')).ok).toBe(true);
    }
    const { forms, reads } = countingForms({ entries: 1, bytes: 1024 * 1024 });
    const ask = (guid: string) => forms.definition(OTHER_PORTAL, guid, { draft: false, allowUnpublished: false });
    await ask(guids[0]!);
    await ask(guids[0]!);
    expect(reads.texts).toBe(1);
    await ask(guids[1]!);
    // The first was dropped for the second.
    await ask(guids[0]!);
    expect(reads.texts).toBe(3);
  });
});
