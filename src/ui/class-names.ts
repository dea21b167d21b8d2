/** Joins class tokens, dropping empty ones and repeats, so site-owner classes merge cleanly. */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  const tokens = parts.flatMap((part) => (part ? part.split(/\s+/) : [])).filter(Boolean);
  return [...new Set(tokens)].join(' ');
}
