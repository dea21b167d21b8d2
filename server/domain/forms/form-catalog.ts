import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition.js';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';
import { isFormGuid } from '../../../src/core/form-ids.js';
import {
  ensureForm,
  findDraft,
  findForm,
  findVersionRow,
  formPortalIds,
  insertNextVersion,
  latestVersion,
  draftTexts,
  latestVersions,
  leadCountsByForm,
  listFormRows,
  listVersionRows,
  putDraft,
  updateFormRow,
  asFormsDatabase,
  type FormRow,
} from '../../storage/form-store.js';
import { minimalWireDefinition, readMinimalForm } from './minimal-definition.js';
import { checkWireDefinition, formNameOf, isUnpublished, parseWireDefinition, versionText } from './wire-definition.js';

/** A form's definition as given: the whole wire definition, or `{ name, fields }` (server/domain/forms/minimal-definition.ts). */
export type FormInput = { wire: unknown } | { minimal: unknown };

export type CatalogErrorCode = 'invalidDefinition' | 'notFound' | 'alreadyExists' | 'noDraft';
export type CatalogResult<T> = { ok: true; value: T } | { ok: false; code: CatalogErrorCode; error: string };

/** The window of `leadsLast7Days`. */
export const RECENT_LEADS_MS = 7 * 24 * 60 * 60 * 1000;

export interface FormSummary {
  portalId: string;
  guid: string;
  name: string;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The latest published version, null before the first publish. */
  publishedVersion: number | null;
  /** Visitors are served it now: published, not archived, and its latest version not marked `isPublished: false`. */
  live: boolean;
  /** Its draft differs from the latest version (or it was never published): the next publish would change what is served. */
  unpublishedChanges: boolean;
  leads: number;
  lastLeadAt: string | null;
  leadsLast7Days: number;
  /** Those of `leads` marked as spam. */
  spamLeads: number;
}

/** A form's draft: what `publish` would serve next. */
export interface DraftDefinition {
  definition: WireDefinitionResponse;
  updatedAt: string;
}

/** A form as the owner sees it: its summary, what it serves, and its draft. */
export interface FormDetail {
  summary: FormSummary;
  /** The latest published version's definition (as served); null before the first publish. */
  published: WireDefinitionResponse | null;
  draft: DraftDefinition | null;
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}

/** One published version with the definition it served. */
export interface VersionDetail extends VersionSummary {
  definition: WireDefinitionResponse;
}

const fail = <T>(code: CatalogErrorCode, error: string): CatalogResult<T> => ({ ok: false, code, error });

/** Stored definition text as a definition; stored text was checked when written, so a failure is the database's fault. */
function storedDefinition(text: string, what: string): WireDefinitionResponse {
  const checked = parseWireDefinition(text);
  if (!checked.ok) throw new Error(`${what} cannot be read: ${checked.error}`);
  return checked.definition;
}

/** The input as a wire definition of this form (its `form.guid` and `form.portalId` set to where it lives), or why not. */
function wireOf(input: FormInput, portalId: string, guid: string): CatalogResult<WireDefinitionResponse> {
  let definition: WireDefinitionResponse;
  if ('minimal' in input) {
    const minimal = readMinimalForm(input.minimal);
    if (!minimal.ok) return fail('invalidDefinition', minimal.error);
    definition = minimalWireDefinition(minimal.form, portalId, guid);
  } else {
    const checked = checkWireDefinition(input.wire);
    if (!checked.ok) return fail('invalidDefinition', checked.error);
    definition = { ...checked.definition, form: { ...(checked.definition.form as object), guid, portalId: Number(portalId) } };
  }
  // What the embed and the submit route could not read is refused now, not when a visitor meets it.
  const normalized = normalizeDefinition(definition);
  if (!normalized.ok) return fail('invalidDefinition', normalized.error);
  return { ok: true, value: definition };
}

/**
 * Forms as a site owner manages them: create (a draft), edit the draft, publish it as a new
 * immutable version, list versions and forms, archive. What the routes serve is read by
 * server/domain/forms/served-forms.ts.
 */
export function formCatalog<Tables>(options: { db: Kysely<Tables>; now?: () => number }) {
  const db = asFormsDatabase(options.db);
  const now = () => new Date((options.now ?? Date.now)()).toISOString();
  const formOf = async (portalId: string, guid: string): Promise<CatalogResult<FormRow>> => {
    const form = await findForm(db, portalId, guid.toLowerCase());
    return form === undefined ? fail('notFound', `portal ${portalId} has no form ${guid}`) : { ok: true, value: form };
  };

  return {
    /** A new form whose draft is `input`; nothing is served until it is published. `guid` defaults to a new one. */
    async create(portalId: string, input: FormInput, guid: string = randomUUID()): Promise<CatalogResult<{ guid: string; name: string }>> {
      if (!isFormGuid(guid)) return fail('invalidDefinition', `"${guid}" is not a form GUID`);
      const id = guid.toLowerCase();
      const wire = wireOf(input, portalId, id);
      if (!wire.ok) return wire;
      const name = formNameOf(wire.value, id);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const { row, created } = await ensureForm(trx, { portalId, guid: id, name, now: at });
        if (!created) return fail('alreadyExists', `portal ${portalId} has a form ${id} already`);
        await putDraft(trx, row.id, { definitionJson: JSON.stringify(wire.value), now: at });
        return { ok: true, value: { guid: id, name } };
      });
    },

    /** Replaces the form's draft; what is served does not change until `publish`. */
    async updateDraft(portalId: string, guid: string, input: FormInput): Promise<CatalogResult<null>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const wire = wireOf(input, portalId, form.value.guid);
      if (!wire.ok) return wire;
      await putDraft(db, form.value.id, { definitionJson: JSON.stringify(wire.value), now: now() });
      return { ok: true, value: null };
    },

    /**
     * Publishes the draft as the next version, in one transaction: when anything fails the
     * previous version goes on serving. With `input`, that becomes the draft and is published
     * in the same transaction (a refused input changes nothing). Pages already open keep
     * submitting against the version they loaded (server/domain/forms/submission-rules.ts).
     */
    async publish(portalId: string, guid: string, publishedBy: string | null, input?: FormInput): Promise<CatalogResult<VersionSummary>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const given = input === undefined ? undefined : wireOf(input, portalId, form.value.guid);
      if (given !== undefined && !given.ok) return given;
      return db.transaction().execute(async (trx) => {
        const at = now();
        if (given !== undefined) await putDraft(trx, form.value.id, { definitionJson: JSON.stringify(given.value), now: at });
        const draft = await findDraft(trx, form.value.id);
        if (draft === undefined) return fail<VersionSummary>('noDraft', `form ${form.value.guid} has no draft to publish`);
        const checked = parseWireDefinition(draft.definitionJson);
        if (!checked.ok) return fail<VersionSummary>('invalidDefinition', `the draft cannot be read: ${checked.error}`);
        const version = await insertNextVersion(trx, form.value.id, {
          definitionJson: (number) => versionText(checked.definition, number),
          sourceSha256: null,
          publishedAt: at,
          publishedBy,
        });
        await updateFormRow(trx, form.value.id, { name: formNameOf(checked.definition, form.value.guid), now: at });
        return { ok: true, value: { version, publishedAt: at, publishedBy } };
      });
    },

    async listVersions(portalId: string, guid: string): Promise<CatalogResult<VersionSummary[]>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const rows = await listVersionRows(db, form.value.id);
      return { ok: true, value: rows.map((row) => ({ version: row.version, publishedAt: row.publishedAt, publishedBy: row.publishedBy })) };
    },

    /** One published version of the form and its definition; undefined when the form has no such version. */
    async getVersion(portalId: string, guid: string, version: number): Promise<CatalogResult<VersionDetail | undefined>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const row = await findVersionRow(db, form.value.id, version);
      if (row === undefined) return { ok: true, value: undefined };
      const definition = storedDefinition(row.definitionJson, `form ${portalId}/${form.value.guid} version ${version}`);
      return { ok: true, value: { version: row.version, publishedAt: row.publishedAt, publishedBy: row.publishedBy, definition } };
    },

    /** Stops serving the form (it answers as unpublished) and taking submissions; its versions and leads stay. */
    async archive(portalId: string, guid: string): Promise<CatalogResult<null>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      if (form.value.archivedAt === null) {
        const at = now();
        await updateFormRow(db, form.value.id, { archivedAt: at, now: at });
      }
      return { ok: true, value: null };
    },

    /** Takes the form out of the archive: its latest version serves again. */
    async unarchive(portalId: string, guid: string): Promise<CatalogResult<null>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      if (form.value.archivedAt !== null) await updateFormRow(db, form.value.id, { archivedAt: null, now: now() });
      return { ok: true, value: null };
    },

    /** The portals that have forms. */
    portals: (): Promise<string[]> => formPortalIds(db),

    /** The portal's forms, archived ones too, with their leads: all, the last one's time, those of the last 7 days, spam. */
    list: (portalId: string): Promise<FormSummary[]> => summaries(portalId),

    /** One form's summary, its published definition and its draft. */
    async get(portalId: string, guid: string): Promise<CatalogResult<FormDetail>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const [all, latest, draft] = await Promise.all([summaries(portalId), latestVersion(db, form.value.id), findDraft(db, form.value.id)]);
      const summary = all.find((candidate) => candidate.guid === form.value.guid);
      if (summary === undefined) return fail('notFound', `portal ${portalId} has no form ${guid}`);
      const what = `form ${portalId}/${form.value.guid}`;
      return {
        ok: true,
        value: {
          summary,
          published: latest === undefined ? null : storedDefinition(latest.definitionJson, `${what} version ${latest.version}`),
          draft: draft === undefined ? null : { definition: storedDefinition(draft.definitionJson, `${what}'s draft`), updatedAt: draft.updatedAt },
        },
      };
    },

    async getDraft(portalId: string, guid: string): Promise<CatalogResult<DraftDefinition>> {
      const form = await formOf(portalId, guid);
      if (!form.ok) return form;
      const draft = await findDraft(db, form.value.id);
      if (draft === undefined) return fail('noDraft', `form ${form.value.guid} has no draft`);
      return { ok: true, value: { definition: storedDefinition(draft.definitionJson, `form ${portalId}/${form.value.guid}'s draft`), updatedAt: draft.updatedAt } };
    },
  };

  async function summaries(portalId: string): Promise<FormSummary[]> {
    const since = new Date((options.now ?? Date.now)() - RECENT_LEADS_MS).toISOString();
    const [forms, leads, versions, drafts] = await Promise.all([
      listFormRows(db, portalId),
      leadCountsByForm(db, portalId, since),
      latestVersions(db, portalId),
      draftTexts(db, portalId),
    ]);
    return forms.map((form) => {
      const counts = leads.get(form.guid);
      const latest = versions.get(form.id);
      return {
        portalId: form.portalId,
        guid: form.guid,
        name: form.name,
        archivedAt: form.archivedAt,
        createdAt: form.createdAt,
        updatedAt: form.updatedAt,
        publishedVersion: latest?.version ?? null,
        live: latest !== undefined && form.archivedAt === null && !isUnpublished(storedDefinition(latest.definitionJson, `form ${portalId}/${form.guid}'s version ${latest.version}`)),
        unpublishedChanges: draftDiffers(drafts.get(form.id), latest),
        leads: counts?.leads ?? 0,
        lastLeadAt: counts?.lastLeadAt ?? null,
        leadsLast7Days: counts?.leadsSince ?? 0,
        spamLeads: counts?.spamLeads ?? 0,
      };
    });
  }
}

/** The draft would publish something else than the latest version serves (or there is no version yet). */
function draftDiffers(draftText: string | undefined, latest: { version: number; definitionJson: string } | undefined): boolean {
  if (draftText === undefined) return false;
  if (latest === undefined) return true;
  // Publishing the draft would store exactly this text as the next version of the same content.
  return versionText(storedDefinition(draftText, 'a draft'), latest.version) !== latest.definitionJson;
}

export type FormCatalog = ReturnType<typeof formCatalog<unknown>>;
