import { honeypotFieldName } from '../../../src/core/spam/spam-wire.js';

/** Why a submission is spam when a bot filled the input people never see. */
export const HONEYPOT_REASON = 'the honeypot field was filled';

/**
 * Takes the honeypot out of the fields, so it is never stored as a value: the input of the
 * version the page names (`formVersion` of `hs_context`, '' when none), and, so a bot that
 * names no version or another one gains nothing, those of the form's live versions and of none.
 * True when one of them was filled.
 */
export function takeHoneypot(fields: Map<string, string>, formGuid: string, formVersions: readonly string[]): boolean {
  let filled = false;
  for (const version of new Set(['', ...formVersions])) {
    const name = honeypotFieldName(formGuid, version);
    if ((fields.get(name) ?? '').trim() !== '') filled = true;
    fields.delete(name);
  }
  return filled;
}
