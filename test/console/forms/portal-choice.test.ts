import { describe, expect, it } from 'vitest';
import { chosenPortal, NEW_PORTAL, portalOptions } from '../../../console/forms/portal-choice';
import { formSummary, OWNER } from '../fake-host';

describe('the portal of a new form', () => {
  it('is one the token names, or for a token of every portal one with forms (numeric order) or any typed id', () => {
    expect(portalOptions({ ...OWNER, portals: ['9', '10'] }, [formSummary({ portalId: '1' })])).toEqual({ kind: 'listed', portals: ['9', '10'] });
    const any = portalOptions(OWNER, [formSummary({ portalId: '20' }), formSummary({ portalId: '3' }), formSummary({ portalId: '20', guid: 'b' })]);
    expect(any).toEqual({ kind: 'any', known: ['3', '20'] });

    expect(chosenPortal(any, '20', '')).toEqual({ ok: true, portalId: '20' });
    expect(chosenPortal(any, NEW_PORTAL, ' 77 ')).toEqual({ ok: true, portalId: '77' });
    expect(chosenPortal(any, NEW_PORTAL, '')).toEqual({ ok: false, message: 'Enter the portal id the form belongs to.' });
    expect(chosenPortal(any, NEW_PORTAL, '1'.repeat(21))).toEqual({ ok: false, message: 'A portal id is digits only (at most 20).' });
    expect(chosenPortal(any, NEW_PORTAL, '../1')).toEqual({ ok: false, message: 'A portal id is digits only (at most 20).' });
  });

  it('falls back to the first listed portal, and says when there is none', () => {
    expect(chosenPortal({ kind: 'listed', portals: ['5', '6'] }, 'not-listed', '')).toEqual({ ok: true, portalId: '5' });
    expect(chosenPortal({ kind: 'listed', portals: [] }, '', '')).toEqual({ ok: false, message: 'This session may not add forms to any portal.' });
  });
});
