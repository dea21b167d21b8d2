import { rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATABASE_FILE_NAME,
  openSubmissionStore,
  type NewSubmission,
  type SubmissionStore,
} from '../../server/storage/submission-store.js';
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

async function openStore(dataDir: string): Promise<SubmissionStore> {
  const store = await openSubmissionStore({ dataDir });
  cleanups.push(() => store.close());
  return store;
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

describe('openSubmissionStore', () => {
  it('creates DATA_DIR and the database file in it', async () => {
    const dataDir = path.join(await tempDataDir(), 'nested', 'data');
    const store = await openStore(dataDir);
    expect(store.file).toBe(path.join(dataDir, DATABASE_FILE_NAME));
    expect(await store.count()).toBe(0);
  });

  it('turns WAL journaling and full sync on', async () => {
    const dataDir = await tempDataDir();
    const store = await openStore(dataDir);
    await store.saveOnce(submission('k1'));
    const raw = new Database(store.file, { readonly: true });
    try {
      // The journal mode is kept in the file itself.
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
  });

  it('stores a submission once per idempotency key and answers the first conversion id again', async () => {
    const store = await openStore(await tempDataDir());
    const first = await store.saveOnce(submission('same-key', { email: 'first@example.com' }));
    const second = await store.saveOnce(submission('same-key', { email: 'second@example.com' }));
    expect(first.stored).toBe(true);
    expect(first.conversionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toEqual({ stored: false, conversionId: first.conversionId });
    expect(await store.count()).toBe(1);
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0 });
    expect(submissions[0]?.values).toEqual({ email: 'first@example.com' });
  });

  it('stores concurrent sends of one submission once', async () => {
    const store = await openStore(await tempDataDir());
    const results = await Promise.all(Array.from({ length: 8 }, () => store.saveOnce(submission('racing-key'))));
    expect(results.filter((result) => result.stored)).toHaveLength(1);
    expect(new Set(results.map((result) => result.conversionId)).size).toBe(1);
    expect(await store.count()).toBe(1);
  });

  it('lists a form newest first, with paging and the total', async () => {
    const store = await openStore(await tempDataDir());
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
    const store = await openStore(await tempDataDir());
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

  it('keeps submissions across a close and a reopen', async () => {
    const dataDir = await tempDataDir();
    const first = await openSubmissionStore({ dataDir });
    const { conversionId } = await first.saveOnce(submission('kept'));
    await first.close();

    const reopened = await openStore(dataDir);
    expect(await reopened.count()).toBe(1);
    // The key is still known: a late retry stores nothing.
    expect(await reopened.saveOnce(submission('kept'))).toEqual({ stored: false, conversionId });
  });
});
