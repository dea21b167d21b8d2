import { describe, expect, it } from 'vitest';
import { bearer, ownerTestApp } from '../../../helpers/owner-app.js';
import { issueTestToken } from '../../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { PORTAL_ID } from '../../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-me-4d0';

describe.each(STORAGE_BACKENDS)('GET /api/v1/me, on $name', (backend) => {
  it("answers a bearer caller's name, portals and rights, without a CSRF token (bearer calls need none)", async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const limited = await issueTestToken(owner.fixture.submissions, 'reports', { portalIds: [PORTAL_ID], readOnly: true });
    const everything = await issueTestToken(owner.fixture.submissions, 'ops');
    const answers = [];
    for (const token of [ADMIN_TOKEN, limited, everything]) answers.push((await owner.inject({ url: '/api/v1/me', headers: bearer(token) })).json());
    expect(answers).toEqual([
      { name: 'ADMIN_TOKEN', portals: 'all', readOnly: false, via: 'bearer' },
      { name: 'reports', portals: [PORTAL_ID], readOnly: true, via: 'bearer' },
      { name: 'ops', portals: 'all', readOnly: false, via: 'bearer' },
    ]);
  });

  it('answers 401 without credentials', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    expect((await owner.inject({ url: '/api/v1/me' })).statusCode).toBe(401);
  });
});
