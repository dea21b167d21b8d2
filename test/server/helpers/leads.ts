import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { Attribution } from '../../../src/core/attribution/attribution.js';
import { createLeads, type Leads, type LeadsDependencies } from '../../../server/domain/leads/leads.js';
import { createLeadStore, type LeadStore } from '../../../server/storage/lead-store.js';
import { openSubmissionStore, type StoredFile, type SubmissionStore } from '../../../server/storage/submission-store.js';
import type { StorageBackend } from './postgres.js';
import { FORMS, PORTAL_ID, makeTempDir } from './test-host.js';

/** A fresh database of one backend with its stores and the leads domain over them; closed and removed after the test. */
export interface LeadsFixture {
  submissions: SubmissionStore;
  store: LeadStore;
  leads: Leads;
  dataDir: string;
  /** Lines the domain logged (files it could not remove). */
  logged: string[];
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export async function openLeadsFixture(backend: StorageBackend, dependencies: Partial<LeadsDependencies> = {}): Promise<LeadsFixture> {
  const dataDir = await makeTempDir('leads');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const submissions = await openSubmissionStore({ dataDir, ...(await backend.migrated()) });
  cleanups.push(() => submissions.close());
  const store = createLeadStore(submissions.db, submissions.dialect);
  const logged: string[] = [];
  const leads = createLeads({ store, dataDir, log: (line) => logged.push(line), ...dependencies });
  return { submissions, store, leads, dataDir, logged };
}

let keys = 0;

export interface LeadSeed {
  formId?: string;
  portalId?: string;
  /** ISO time the lead is recorded at (default: when stored). */
  createdAt?: string;
  /** Files written under DATA_DIR/uploads/{key}/ and recorded with the lead. */
  files?: { field: string; name: string; content: string }[];
  /** Where it came from, as stored (already cleaned). */
  attribution?: Attribution;
}

/** Stores a lead of the contact form (as the submit route would), then sets its time; answers its conversion id. */
export async function storeLead(fixture: LeadsFixture, values: Record<string, string>, seed: LeadSeed = {}): Promise<string> {
  const key = `lead-${process.pid}-${(keys += 1)}`;
  const files: StoredFile[] = [];
  for (const file of seed.files ?? []) {
    const relative = `uploads/${key}/${file.name}`;
    await mkdir(path.join(fixture.dataDir, 'uploads', key), { recursive: true });
    await writeFile(path.join(fixture.dataDir, relative), file.content);
    files.push({ field: file.field, name: file.name, size: file.content.length, contentType: 'text/plain', path: relative });
  }
  const { conversionId } = await fixture.submissions.saveOnce({
    idempotencyKey: key,
    portalId: seed.portalId ?? PORTAL_ID,
    formId: seed.formId ?? FORMS.contact,
    values,
    contextJson: null,
    files,
    pageUrl: 'https://www.site-owner.example/contact',
    attribution: seed.attribution ?? null,
  });
  if (seed.createdAt !== undefined) {
    await fixture.submissions.db.updateTable('submissions').set({ created_at: seed.createdAt }).where('conversion_id', '=', conversionId).execute();
  }
  return conversionId;
}

/** The conversion ids of a lead list, in its order. */
export const conversionIdsOf = (leads: readonly { conversionId: string }[]): string[] => leads.map((lead) => lead.conversionId);
