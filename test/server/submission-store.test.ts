import { rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenDatabaseOptions } from '../../server/storage/open-database.js';
import {
  DATABASE_FILE_NAME,
  openSubmissionStore,
  type NewSubmission,
  type SubmissionStore,
  TOKEN_REUSED_REASON,
} from '../../server/storage/submission-store.js';
import { STORAGE_BACKENDS, type StorageBackend } from './helpers/postgres.js';
import { separateConsent } from './helpers/stored-submissions.js';
import { FORMS, PORTAL_ID, makeTempDir } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await makeTempDir('store');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function openStore(options: string | OpenDatabaseOptions): Promise<SubmissionStore> {
  const store = await openSubmissionStore(typeof options === 'string' ? { dataDir: options } : options);
  cleanups.push(() => store.close());
  return store;
}

/** Where a fresh store of `backend` keeps its rows: open it with `openStore` (more than once for the same database). */
async function freshDatabase(backend: StorageBackend): Promise<OpenDatabaseOptions> {
  return { dataDir: await tempDataDir(), ...(await backend.migrated()) };
}

function submission(key: string, values: Record<string, string> = { email: `${key}@example.com` }): NewSubmission {
  return {
    idempotencyKey: key,
    portalId: PORTAL_ID,
    formId: FORMS.contact,
    values,
    contextJson: '{"pageUrl":"https://www.site-owner.example/contact","hutk":"abc"}',
    files: [],
    pageUrl: 'https://www.site-owner.example/contact',
  };
}

describe('openSubmissionStore on SQLite', () => {
  it('creates DATA_DIR and the database file in it', async () => {
    const dataDir = path.join(await tempDataDir(), 'nested', 'data');
    const store = await openStore(dataDir);
    expect(store.dialect).toBe('sqlite');
    expect(store.description).toBe(path.join(dataDir, DATABASE_FILE_NAME));
    expect(await store.count()).toBe(0);
  });

  it('turns WAL journaling and full sync on', async () => {
    const dataDir = await tempDataDir();
    const store = await openStore(dataDir);
    await store.saveOnce(submission('k1'));
    const raw = new Database(store.description, { readonly: true });
    try {
      // The journal mode is kept in the file itself.
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
  });
});

describe.each(STORAGE_BACKENDS)('openSubmissionStore on $name', (backend) => {
  it('stores a lead as spam with its reason, and keeps where it came from', async () => {
    const store = await openStore(await freshDatabase(backend));
    const attribution = { utm_source: 'newsletter', landingPage: 'https://www.site-owner.example/offer' };
    expect(await store.saveOnce({ ...submission('bot'), spamReason: 'the honeypot field was filled' })).toMatchObject({ stored: true, spam: true });
    expect(await store.saveOnce({ ...submission('person'), attribution })).toMatchObject({ stored: true, spam: false });
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0, order: 'oldest' });
    expect(submissions.map((row) => [row.idempotencyKey, row.spamReason, row.attribution])).toEqual([
      ['bot', 'the honeypot field was filled', null],
      ['person', null, attribution],
    ]);
  });

  it('stores a lead whose one-use proof admitted a lead under another key as spam; a retry under its own key is no reuse', async () => {
    const store = await openStore(await freshDatabase(backend));
    const first = await store.saveOnce({ ...submission('first'), spamTokenIds: ['token-1', 'challenge-1'] });
    expect(first).toMatchObject({ stored: true, spam: false });
    expect(await store.saveOnce({ ...submission('first'), spamTokenIds: ['token-1', 'challenge-1'] })).toEqual({ ...first, stored: false });
    expect(await store.saveOnce({ ...submission('replay'), spamTokenIds: ['token-2', 'challenge-1'] })).toMatchObject({ stored: true, spam: true });
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0, order: 'oldest' });
    expect(submissions.map((row) => row.spamReason)).toEqual([null, TOKEN_REUSED_REASON]);
  });

  it('stores a submission once per idempotency key and answers the first conversion id again', async () => {
    const store = await openStore(await freshDatabase(backend));
    const first = await store.saveOnce(submission('same-key', { email: 'first@example.com' }));
    const second = await store.saveOnce(submission('same-key', { email: 'second@example.com' }));
    expect(first.stored).toBe(true);
    expect(first.conversionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toEqual({ stored: false, conversionId: first.conversionId, spam: false });
    expect(await store.count()).toBe(1);
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0 });
    expect(submissions[0]?.values).toEqual({ email: 'first@example.com' });
  });

  it('finds a submission by its conversion id, files included; undefined for an unknown id', async () => {
    const store = await openStore(await freshDatabase(backend));
    const file = { field: 'attachment', name: 'cv.pdf', size: 4, contentType: 'application/pdf', path: 'uploads/with-file/1-cv.pdf' };
    const { conversionId } = await store.saveOnce({ ...submission('with-file'), files: [file] });
    await store.saveOnce(submission('another'));
    expect(await store.findByConversionId(conversionId)).toMatchObject({ idempotencyKey: 'with-file', conversionId, files: [file] });
    expect(await store.findByConversionId('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await store.findByConversionId("' or 1=1 --")).toBeUndefined();
  });

  it('stores concurrent sends of one submission once', async () => {
    const store = await openStore(await freshDatabase(backend));
    const results = await Promise.all(Array.from({ length: 8 }, () => store.saveOnce(submission('racing-key'))));
    expect(results.filter((result) => result.stored)).toHaveLength(1);
    expect(new Set(results.map((result) => result.conversionId)).size).toBe(1);
    expect(await store.count()).toBe(1);
  });

  it('lists a form newest first, with paging and the total', async () => {
    const store = await openStore(await freshDatabase(backend));
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) await store.saveOnce(submission(key));
    await store.saveOnce({ ...submission('other-form'), formId: FORMS.allFields });

    const firstPage = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 2, offset: 0 });
    expect(firstPage.total).toBe(5);
    expect(firstPage.submissions.map((row) => row.idempotencyKey)).toEqual(['k5', 'k4']);
    const lastPage = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 2, offset: 4 });
    expect(lastPage.submissions.map((row) => row.idempotencyKey)).toEqual(['k1']);
    const oldest = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 2, offset: 0, order: 'oldest' });
    expect(oldest.submissions.map((row) => row.idempotencyKey)).toEqual(['k1', 'k2']);

    expect(await store.count()).toBe(6);
    expect(await store.count({ portalId: PORTAL_ID, formId: FORMS.allFields })).toBe(1);
  });

  it('gives back what was stored: values, context as sent, files, page URL and an ISO time', async () => {
    const store = await openStore(await freshDatabase(backend));
    const files = [{ field: 'attachment', name: 'cv.pdf', size: 3, contentType: 'application/pdf', path: 'uploads/k1/1-cv.pdf' }];
    await store.saveOnce({ ...submission('k1'), files });
    const [row] = (await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 1, offset: 0 })).submissions;
    expect(row).toMatchObject({
      idempotencyKey: 'k1',
      portalId: PORTAL_ID,
      formId: FORMS.contact,
      values: { email: 'k1@example.com' },
      context: { pageUrl: 'https://www.site-owner.example/contact', hutk: 'abc' },
      files,
      pageUrl: 'https://www.site-owner.example/contact',
    });
    expect(new Date(row?.createdAt ?? '').toISOString()).toBe(row?.createdAt);
  });

  it('keeps a consent record and gives it back as stored; a submission without one has null', async () => {
    const store = await openStore(await freshDatabase(backend));
    await store.saveOnce({ ...submission('with-consent'), consent: separateConsent() });
    await store.saveOnce(submission('without-consent'));
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0, order: 'oldest' });
    expect(submissions.map((row) => row.consent)).toEqual([separateConsent(), null]);
  });

  it('keeps submissions across a close and a reopen', async () => {
    const database = await freshDatabase(backend);
    const first = await openSubmissionStore(database);
    const { conversionId } = await first.saveOnce(submission('kept'));
    await first.close();

    const reopened = await openStore(database);
    expect(await reopened.count()).toBe(1);
    // The key is still known: a late retry stores nothing.
    expect(await reopened.saveOnce(submission('kept'))).toEqual({ stored: false, conversionId, spam: false });
  });

  it('lists the keys that start with a prefix, with their copies and conversion ids', async () => {
    const store = await openStore(await freshDatabase(backend));
    const saved = new Map<string, string>();
    for (const key of ['run-7-b', 'run-7-a', 'run-70-a', 'run-7', 'Run-7-c', 'run-7_%', 'other-run-7-a']) {
      saved.set(key, (await store.saveOnce(submission(key))).conversionId);
    }
    // '_' and '%' are plain characters, case counts, and '-' sorts as itself (not ignored as a collation may).
    expect(await store.keysWithPrefix('run-7-')).toEqual([
      { key: 'run-7-a', copies: 1, conversionId: saved.get('run-7-a') },
      { key: 'run-7-b', copies: 1, conversionId: saved.get('run-7-b') },
    ]);
    expect((await store.keysWithPrefix('run-7_')).map((row) => row.key)).toEqual(['run-7_%']);
    expect(await store.keysWithPrefix('none-')).toEqual([]);
  });
});

describe('openSubmissionStore on Postgres', () => {
  it('stores 20 concurrent sends of one submission once, through two hosts\' pools', async () => {
    const database = await freshDatabase(STORAGE_BACKENDS.find((backend) => backend.name === 'postgres')!);
    const [first, second] = [await openStore(database), await openStore(database)];
    const stores = [first, second];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => stores[index % 2]!.saveOnce(submission('shared-key', { email: `send-${index}@example.com` }))),
    );
    expect(results.filter((result) => result.stored)).toHaveLength(1);
    expect(new Set(results.map((result) => result.conversionId)).size).toBe(1);
    expect(await first.count()).toBe(1);
    expect(await second.keysWithPrefix('shared-key')).toEqual([{ key: 'shared-key', copies: 1, conversionId: results[0]?.conversionId }]);
  });

  it('names its database without the password', async () => {
    const database = await freshDatabase(STORAGE_BACKENDS.find((backend) => backend.name === 'postgres')!);
    const store = await openStore(database);
    const password = new URL(database.databaseUrl ?? '').password;
    expect(store.dialect).toBe('postgres');
    expect(store.description).toContain('***');
    expect(store.description).not.toContain(password);
  });
});
