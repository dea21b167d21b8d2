import type { Kysely } from 'kysely';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';
import { readFixture } from './fixture-store.js';
import type { RespondDirective } from './respond-directive.js';
import { findDraft, findForm, latestVersion, latestVersionId, versionText, versionsReplacedAfter, asFormsDatabase, type FormRow, type FormsDatabase, type VersionRow } from '../../storage/form-store.js';
import { textDigest } from '../../http/encoded-texts.js';
import { boundedCache, type CacheLimits } from '../prerender/bounded-cache.js';
import { importFormOnDemand, type ImportEvent } from './import-forms.js';
import { grantedScopes, withGrantedScopes, type PortalScopes } from './portal-scopes.js';
import { LIVE_VERSION_GRACE_MS } from './submission-rules.js';
import { isUnpublished, parseWireDefinition } from './wire-definition.js';

export interface ServedFormsOptions<Tables> {
  /** The host's database, holding the forms tables. */
  db: Kysely<Tables>;
  /** Where definition files are looked for when the database lacks a form (see `definition`). */
  formsDir: string;
  /** ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** Told what an import on demand did (the host logs it). */
  onImport?: (events: ImportEvent[]) => void;
  /** The scopes each portal's definitions are served with (server/domain/forms/portal-scopes.ts); unset: none. */
  portalScopes?: PortalScopes;
  /** `__respond` files are test and demo machinery: false (a production host) takes them for no form at all. Default true. */
  directives?: boolean;
  /** How many published versions, as served, are kept (`SERVED_VERSIONS_LIMITS` unless told). */
  keptVersions?: CacheLimits;
}

/**
 * Published versions kept as served, by version row (rows never change once written): a form's
 * definition is asked for by every page that shows it, and reading its text, checking it and
 * hashing it anew took some 4 ms of the host's event loop per ask at 200 fields.
 */
export const SERVED_VERSIONS_LIMITS: CacheLimits = { entries: 1000, bytes: 64 * 1024 * 1024 };

/** A definition's text as served (its portal's scopes granted), its digest, and whether it says it is unpublished. */
interface ServedText {
  text: string;
  digest: string;
  unpublished: boolean;
}

export type DefinitionAnswer =
  | { kind: 'missing' }
  /** A `__respond` file: test and demo machinery, answered from disk. */
  | { kind: 'directive'; directive: RespondDirective }
  /** The text to send, byte for byte, and its SHA-256 (base64url), which names it in the caches of what is sent. */
  | { kind: 'definition'; text: string; digest: string };

/** A published version, its wire definition parsed. */
export interface LiveVersion {
  version: number;
  definition: WireDefinitionResponse;
}

export type SubmissionForm =
  | { kind: 'missing' }
  /** The form's file is a `__respond` directive: a form that cannot even be loaded takes no submissions. */
  | { kind: 'closed' }
  /** Archived, or its latest version says `isPublished: false`. */
  | { kind: 'unpublished' }
  /** `recent`: the older versions that were live within `LIVE_VERSION_GRACE_MS`, oldest first. */
  | { kind: 'live'; latest: LiveVersion; recent: LiveVersion[] };

/**
 * What the routes read of the forms: definitions as served, and the versions a submission is
 * checked against. Forms live in the database; a form it lacks is looked for under FORMS_DIR
 * (`{guid}.json`, `{guid}.draft.json`) and imported then, so a file dropped there while the
 * host runs serves at once (an edit of a file already imported waits for the next start).
 */
export function servedForms<Tables>(options: ServedFormsOptions<Tables>) {
  const { formsDir } = options;
  const db = asFormsDatabase(options.db);
  const now = options.now ?? Date.now;

  /** The one place a stored definition becomes what is served and checked: with its portal's scopes, never its own. */
  const asServed = (portalId: string, definition: WireDefinitionResponse): WireDefinitionResponse =>
    withGrantedScopes(definition, grantedScopes(options.portalScopes, portalId));

  function parsedVersion(portalId: string, guid: string, version: number, text: string): LiveVersion {
    const checked = parseWireDefinition(text);
    if (!checked.ok) throw new Error(`Form ${portalId}/${guid} version ${version} cannot be read: ${checked.error}`);
    return { version, definition: asServed(portalId, checked.definition) };
  }

  function servedText(portalId: string, text: string): ServedText {
    const checked = parseWireDefinition(text);
    // What cannot be read as a definition (never stored by an import or a publish) grants the embed nothing either.
    const served = checked.ok ? asServed(portalId, checked.definition) : undefined;
    // Unchanged, the stored text goes out byte for byte.
    const sent = served === undefined || (checked.ok && served === checked.definition) ? text : JSON.stringify(served);
    return { text: sent, digest: textDigest(sent), unpublished: checked.ok && isUnpublished(checked.definition) };
  }

  const keptVersions = boundedCache<number, ServedText>(options.keptVersions ?? SERVED_VERSIONS_LIMITS);
  /** The form's latest version as served, read and checked once per version row. */
  async function servedLatest(portalId: string, formId: number): Promise<ServedText | undefined> {
    const versionId = await latestVersionId(db, formId);
    if (versionId === undefined) return undefined;
    const kept = keptVersions.get(versionId);
    if (kept !== undefined) return kept;
    const text = await versionText(db, versionId);
    if (text === undefined) return undefined;
    const served = servedText(portalId, text);
    keptVersions.set(versionId, served, Buffer.byteLength(text) + (served.text === text ? 0 : Buffer.byteLength(served.text)));
    return served;
  }

  /** What the form serves now (its draft, when asked for and it has one), and whether it is archived. */
  async function stored(portalId: string, guid: string, draft: boolean): Promise<{ served: ServedText; archived: boolean } | undefined> {
    const form = await findForm(db, portalId, guid);
    if (form === undefined) return undefined;
    const draftText = draft ? (await findDraft(db, form.id))?.definitionJson : undefined;
    const served = draftText === undefined ? await servedLatest(portalId, form.id) : servedText(portalId, draftText);
    return served === undefined ? undefined : { served, archived: form.archivedAt !== null };
  }

  /** Reads the form's file when the database lacks what was asked: a directive is answered, a definition imported. */
  async function fromDisk(portalId: string, guid: string, fileNames: string[]): Promise<DefinitionAnswer | 'imported'> {
    const file = await readFixture(formsDir, portalId, fileNames);
    if (file.kind === 'directive' && options.directives === false) return { kind: 'missing' };
    if (file.kind !== 'definition') return file;
    const events = await importFormOnDemand(db, formsDir, portalId, guid, new Date(now()));
    if (events.length > 0) options.onImport?.(events);
    return 'imported';
  }

  return {
    /**
     * The definition of GET …/json (`draft`: …/json/draft, the draft when there is one, else the
     * published version). Archived forms and `isPublished: false` answer missing unless `allowUnpublished`.
     */
    async definition(portalId: string, guid: string, request: { draft: boolean; allowUnpublished: boolean }): Promise<DefinitionAnswer> {
      let found = await stored(portalId, guid, request.draft);
      if (found === undefined) {
        const disk = await fromDisk(portalId, guid, request.draft ? [`${guid}.draft.json`, `${guid}.json`] : [`${guid}.json`]);
        if (disk !== 'imported') return disk;
        found = await stored(portalId, guid, request.draft);
        if (found === undefined) return { kind: 'missing' };
      }
      const { served, archived } = found;
      if (!request.allowUnpublished && (archived || served.unpublished)) return { kind: 'missing' };
      return { kind: 'definition', text: served.text, digest: served.digest };
    },

    /** The versions a submission to the form may be checked against (server/domain/forms/submission-rules.ts). */
    async forSubmission(portalId: string, guid: string): Promise<SubmissionForm> {
      const at = now();
      let stored = await storedLatestVersion(db, portalId, guid);
      if (stored === undefined) {
        const disk = await fromDisk(portalId, guid, [`${guid}.json`]);
        if (disk !== 'imported') return disk.kind === 'directive' ? { kind: 'closed' } : { kind: 'missing' };
        stored = await storedLatestVersion(db, portalId, guid);
        if (stored === undefined) return { kind: 'missing' };
      }
      const { form, latest } = stored;
      const live = parsedVersion(portalId, guid, latest.version, latest.definitionJson);
      if (form.archivedAt !== null || isUnpublished(live.definition)) return { kind: 'unpublished' };
      const since = new Date(at - LIVE_VERSION_GRACE_MS).toISOString();
      const recent = (await versionsReplacedAfter(db, form.id, since)).map((row) => parsedVersion(portalId, guid, row.version, row.definitionJson));
      return { kind: 'live', latest: live, recent };
    },
  };
}

export type ServedForms = ReturnType<typeof servedForms<unknown>>;

async function storedLatestVersion(db: Kysely<FormsDatabase>, portalId: string, guid: string): Promise<{ form: FormRow; latest: VersionRow } | undefined> {
  const form = await findForm(db, portalId, guid);
  const latest = form && (await latestVersion(db, form.id));
  return form === undefined || latest === undefined ? undefined : { form, latest };
}

/** The form's latest published definition, undefined when the database has none (an export's labels). */
export async function latestDefinition<Tables>(connection: Kysely<Tables>, portalId: string, guid: string): Promise<WireDefinitionResponse | undefined> {
  const stored = await storedLatestVersion(asFormsDatabase(connection), portalId, guid);
  if (stored === undefined) return undefined;
  const checked = parseWireDefinition(stored.latest.definitionJson);
  return checked.ok ? checked.definition : undefined;
}
