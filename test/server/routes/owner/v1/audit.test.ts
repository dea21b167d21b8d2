import { describe, expect, it } from 'vitest';
import { bearer, ownerTestApp, type OwnerTestApp } from '../../../helpers/owner-app.js';
import { issueTestToken } from '../../../helpers/owner-tokens.js';
import { storeLead } from '../../../helpers/leads.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { FORMS, PORTAL_ID } from '../../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-audit-2b9';
const OTHER_PORTAL = '987654';

interface Entry {
  actor: string;
  filter: Record<string, unknown>;
  count: number;
}

/** Four erasures: a retention run over every portal, one lead of the own portal by its id, the rest of the own portal's form, the other portal's. */
async function erase(owner: OwnerTestApp): Promise<void> {
  const { fixture } = owner;
  const single = await storeLead(fixture, { email: 'single@example.org' });
  await storeLead(fixture, { email: 'a@example.org' });
  await storeLead(fixture, { email: 'b@example.org' });
  await storeLead(fixture, { email: 'c@example.org' }, { portalId: OTHER_PORTAL });
  await storeLead(fixture, { email: 'old@example.org' }, { createdAt: '2020-01-01T00:00:00.000Z' });
  await fixture.leads.deleteLeadsBefore('2021-01-01T00:00:00.000Z', 'retention');
  await fixture.leads.deleteLead(single, 'agency');
  await fixture.leads.deleteLeads({ portalId: PORTAL_ID, formId: FORMS.contact }, { dryRun: false, actor: 'agency' });
  await fixture.leads.deleteLeads({ portalId: OTHER_PORTAL, formId: FORMS.contact }, { dryRun: false, actor: 'other-agency' });
}

async function audit(owner: OwnerTestApp, token: string, query = ''): Promise<Entry[]> {
  const res = await owner.inject({ url: `/api/v1/audit${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { entries: Entry[] }).entries;
}

describe.each(STORAGE_BACKENDS)('GET /api/v1/audit, on $name', (backend) => {
  it('lists every erasure, newest first, to a caller that reaches every portal', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    await erase(owner);
    expect(await audit(owner, ADMIN_TOKEN)).toEqual([
      expect.objectContaining({ actor: 'other-agency', action: 'delete', count: 1, filter: { portalId: OTHER_PORTAL, formId: FORMS.contact } }),
      expect.objectContaining({ actor: 'agency', action: 'delete', count: 2, filter: { portalId: PORTAL_ID, formId: FORMS.contact } }),
      expect.objectContaining({ actor: 'agency', count: 1, filter: expect.objectContaining({ portalId: PORTAL_ID, conversionId: expect.any(String) }) as unknown }),
      expect.objectContaining({ actor: 'retention', count: 1, filter: { createdTo: '2021-01-01T00:00:00.000Z' }, createdAt: expect.stringMatching(/^2026-/) as unknown }),
    ]);
    expect(await audit(owner, ADMIN_TOKEN, '?limit=1')).toEqual([expect.objectContaining({ actor: 'other-agency' })]);
  });

  it("shows a portal-limited token only its portals' erasures, never another portal's nor a run across all of them", async () => {
    const owner = await ownerTestApp(backend);
    const limited = await issueTestToken(owner.fixture.submissions, 'agency', { portalIds: [PORTAL_ID], readOnly: true });
    await erase(owner);
    expect(await audit(owner, limited)).toEqual([
      expect.objectContaining({ actor: 'agency', filter: { portalId: PORTAL_ID, formId: FORMS.contact } }),
      expect.objectContaining({ actor: 'agency', filter: expect.objectContaining({ portalId: PORTAL_ID, conversionId: expect.any(String) }) as unknown }),
    ]);
    expect(await audit(owner, limited, '?limit=1')).toHaveLength(1);
  });

  it.each(['0', '501', 'ten'])('answers 400 naming limit for limit=%s', async (limit) => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const res = await owner.inject({ url: `/api/v1/audit?limit=${limit}`, headers: bearer(ADMIN_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: expect.stringContaining('limit') as unknown });
  });

  it('answers 401 without credentials', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    expect((await owner.inject({ url: '/api/v1/audit' })).statusCode).toBe(401);
  });
});
