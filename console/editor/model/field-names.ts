/** What an internal name may be: it is submitted as the value's key (letters, digits and _, not starting with a digit). */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const FALLBACK_NAME = 'field';

/**
 * An internal name for a field labelled `label`: lower-case letters, digits and _ (accents
 * dropped, other runs of characters become one _), unique among `takenNames` by a `_2`, `_3`... suffix.
 */
export function suggestName(label: string, takenNames: Iterable<string>): string {
  const stem =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || FALLBACK_NAME;
  const base = /^[0-9]/.test(stem) ? `${FALLBACK_NAME}_${stem}` : stem;
  const taken = new Set([...takenNames].map((name) => name.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}_${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
