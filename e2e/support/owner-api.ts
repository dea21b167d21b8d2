import type { APIRequestContext } from '@playwright/test';
import { portalOf } from '../../test/fixture-ids';
import { PORTAL_ID } from './test-page';

/** The site owner's token for the submissions API of the host the specs start (see playwright.config.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';

/** An uploaded file of a stored submission, as the owner API lists it. */
export interface StoredSubmissionFile {
  /** The form field it was sent for. */
  field: string;
  name: string;
  size: number;
  contentType: string;
  /** Where the owner downloads it (with the token). */
  url: string;
}

export interface StoredSubmission {
  conversionId: string;
  createdAt: string;
  pageUrl: string;
  values: Record<string, string>;
  context: Record<string, unknown>;
  files: StoredSubmissionFile[];
  /** What the visitor saw and chose in the consent block (server/domain/submissions/consent-record.ts); null without one. */
  consent: Record<string, unknown> | null;
}

/** The submissions the host stored for a form, newest first, read as the site owner would. */
export async function storedSubmissions(request: APIRequestContext, formId: string): Promise<StoredSubmission[]> {
  const response = await request.get(`/api/submissions?portalId=${portalOf(formId)}&formId=${formId}&pageSize=500`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`owner API answered ${response.status()}`);
  return ((await response.json()) as { submissions: StoredSubmission[] }).submissions;
}

/** The owner's download of a stored file, with the token, or without it (`token: null`). */
export function downloadStoredFile(request: APIRequestContext, file: Pick<StoredSubmissionFile, 'url'>, token: string | null = E2E_ADMIN_TOKEN) {
  return request.get(file.url, token === null ? {} : { headers: { Authorization: `Bearer ${token}` } });
}

export interface TrackingHit {
  name: string;
  portalId: string | null;
  formId: string | null;
  query: Record<string, string>;
  createdAt: string;
}

/** The beacons the host recorded for the test portal (optionally one form's, one beacon's), newest first. */
export async function trackingHits(request: APIRequestContext, filter: { formId?: string; name?: string } = {}): Promise<TrackingHit[]> {
  const query = new URLSearchParams({ portalId: PORTAL_ID, ...filter });
  const response = await request.get(`/api/tracking?${query.toString()}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  if (!response.ok()) throw new Error(`owner API answered ${response.status()}`);
  return ((await response.json()) as { hits: TrackingHit[] }).hits;
}
