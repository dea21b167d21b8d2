import { expect, type APIRequestContext } from '@playwright/test';
import { portalOf } from '../../test/fixture-ids';
import { E2E_ADMIN_TOKEN } from './owner-api';

/** A lead as the owner API (`/api/v1/leads`) lists it: what the spam and attribution specs read back. */
export interface ListedLead {
  conversionId: string;
  pageUrl: string | null;
  spam: boolean;
  spamReason: string | null;
  attribution: Record<string, string> | null;
  values: Record<string, string>;
}

/** The lead of `formId` whose e-mail is `email`, once the host stored it (read as the site owner would). */
export async function leadWithEmail(request: APIRequestContext, formId: string, email: string): Promise<ListedLead> {
  let found: ListedLead | undefined;
  await expect
    .poll(async () => {
      const query = new URLSearchParams({ portalId: portalOf(formId), formId, limit: '500' });
      const response = await request.get(`/api/v1/leads?${query.toString()}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
      if (!response.ok()) throw new Error(`the owner API answered ${response.status()}: ${await response.text()}`);
      found = ((await response.json()) as { leads: ListedLead[] }).leads.find((lead) => lead.values.email === email);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
