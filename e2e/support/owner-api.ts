import type { APIRequestContext } from '@playwright/test';
import { PORTAL_ID } from './test-page';

/** The site owner's token for the submissions API of the host the specs start (see playwright.config.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';

export interface StoredSubmission {
  conversionId: string;
  createdAt: string;
  pageUrl: string;
  values: Record<string, string>;
  context: Record<string, unknown>;
}

/** The submissions the host stored for a form, newest first, read as the site owner would. */
export async function storedSubmissions(request: APIRequestContext, formId: string): Promise<StoredSubmission[]> {
  const response = await request.get(`/api/submissions?portalId=${PORTAL_ID}&formId=${formId}&pageSize=500`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`owner API answered ${response.status()}`);
  return ((await response.json()) as { submissions: StoredSubmission[] }).submissions;
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
