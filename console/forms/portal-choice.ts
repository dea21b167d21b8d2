import { isPortalId } from '../../src/core/form-ids';
import type { FormSummary, Me } from '../api/owner-api';
import { texts } from '../texts';

/** The value of the portal select that asks for a portal id not listed. */
export const NEW_PORTAL = '';

/**
 * The portals a new form can go to: those the session's token names, or, for a token of every
 * portal, those that have forms already and any other by its id.
 */
export type PortalOptions = { kind: 'listed'; portals: string[] } | { kind: 'any'; known: string[] };

export function portalOptions(me: Me, forms: readonly FormSummary[]): PortalOptions {
  if (me.portals !== 'all') return { kind: 'listed', portals: [...me.portals] };
  const known = [...new Set(forms.map((form) => form.portalId))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { kind: 'any', known };
}

/** The portal chosen (the select's value, or the id typed for a new one), or what is wrong with it. */
export function chosenPortal(
  options: PortalOptions,
  selected: string,
  typed: string,
): { ok: true; portalId: string } | { ok: false; message: string } {
  if (options.kind === 'listed') {
    const portalId = options.portals.includes(selected) ? selected : options.portals[0];
    return portalId === undefined ? { ok: false, message: texts.newForm.noPortal } : { ok: true, portalId };
  }
  if (selected !== NEW_PORTAL && options.known.includes(selected)) return { ok: true, portalId: selected };
  const portalId = typed.trim();
  if (portalId === '') return { ok: false, message: texts.newForm.portalMissing };
  return isPortalId(portalId) ? { ok: true, portalId } : { ok: false, message: texts.newForm.newPortalInvalid };
}
