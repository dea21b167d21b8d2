import { describe, expect, it } from 'vitest';
import { allRightsPrincipal, tokenPrincipal } from '../../../../server/domain/owner-access/owner-principal.js';

describe('owner principals', () => {
  it('with every right read and write every portal', () => {
    const admin = allRightsPrincipal('ADMIN_TOKEN');
    expect([admin.mayRead('1'), admin.mayWrite('1'), admin.mayRead('999'), admin.mayWrite('999')]).toEqual([true, true, true, true]);
  });

  it('of a token for all portals read and write them all', () => {
    const token = tokenPrincipal({ name: 'ops', portals: 'all', readOnly: false });
    expect([token.mayRead('123'), token.mayWrite('456')]).toEqual([true, true]);
  });

  it('of a portal-limited token reach only its portals', () => {
    const token = tokenPrincipal({ name: 'agency', portals: ['123', '456'], readOnly: false });
    expect([token.mayRead('123'), token.mayRead('456'), token.mayWrite('456')]).toEqual([true, true, true]);
    expect([token.mayRead('789'), token.mayWrite('789'), token.mayRead('12')]).toEqual([false, false, false]);
  });

  it('of a read-only token read its portals and write none', () => {
    const token = tokenPrincipal({ name: 'reports', portals: ['123'], readOnly: true });
    expect([token.mayRead('123'), token.mayWrite('123'), token.mayRead('456')]).toEqual([true, false, false]);
  });

  it('say what they reach and which stored token they stand for (none for ADMIN_TOKEN)', () => {
    expect(tokenPrincipal({ id: 7, name: 'reports', portals: ['123'], readOnly: true })).toMatchObject({ portals: ['123'], readOnly: true, tokenId: 7 });
    const admin = allRightsPrincipal('ADMIN_TOKEN');
    expect([admin.portals, admin.readOnly, admin.tokenId]).toEqual(['all', false, undefined]);
  });
});
