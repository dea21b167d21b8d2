/**
 * Mail domains visitors most often mistype, most used first: of two equally close domains
 * the earlier one is suggested.
 */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'comcast.net',
  'gmx.de',
  'web.de',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'googlemail.com',
  'me.com',
  'mac.com',
  'ymail.com',
  'protonmail.com',
  'proton.me',
  'gmx.net',
  'gmx.com',
  'mail.com',
  'yandex.ru',
  'mail.ru',
  'orange.fr',
  'free.fr',
  'hotmail.fr',
  'yahoo.fr',
  'live.co.uk',
  'sbcglobal.net',
  'att.net',
  'verizon.net',
  'btinternet.com',
  't-online.de',
  'qq.com',
  'naver.com',
];

/** Top-level domains that are only ever typos (none of them exists), and what was meant. */
export const TLD_TYPOS: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  cpm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  coom: 'com',
  nte: 'net',
  ent: 'net',
  nett: 'net',
  ogr: 'org',
  rog: 'org',
  orgg: 'org',
};

/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form: insertions, deletions,
 * substitutions and swaps of two neighbouring characters each cost 1 (no substring is edited
 * twice).
 */
export function osaDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The domain with a mistyped top-level domain corrected (`company.con` -> `company.com`). */
export function fixTldTypo(domain: string): string {
  const dot = domain.lastIndexOf('.');
  if (dot === -1) return domain;
  const fixed = TLD_TYPOS[domain.slice(dot + 1)];
  return fixed === undefined ? domain : `${domain.slice(0, dot)}.${fixed}`;
}

/** The part of a domain before its first dot (`gmail` of `gmail.com`). */
function nameOf(domain: string): string {
  const dot = domain.indexOf('.');
  return dot === -1 ? domain : domain.slice(0, dot);
}

/**
 * Whether `domain`, `distance` edits from a common domain, reads as a typo of it: up to 2
 * edits for a name of 5 characters or more. Every short name is someone's real domain
 * (`bol.com` is not a typo of `aol.com`, nor `acme.com` of `me.com`), so a common domain with
 * a name under 5 characters is only suggested for the same name with 1 edit in the rest
 * (`aol.co` -> `aol.com`).
 */
function readsAsTypoOf(domain: string, common: string, distance: number): boolean {
  if (distance < 1 || distance > 2) return false;
  const name = nameOf(common);
  if (name.length >= 5) return true;
  return distance === 1 && nameOf(domain) === name;
}

/** The common domain closest to `domain` at 1 or 2 edits (the earlier one on a tie), or null. */
export function closestCommonDomain(domain: string): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const common of COMMON_EMAIL_DOMAINS) {
    const distance = osaDistance(domain, common);
    if (distance === 0) return null;
    if (distance < bestDistance && readsAsTypoOf(domain, common, distance)) {
      best = common;
      bestDistance = distance;
    }
  }
  return best;
}

export interface SuggestOptions {
  /** Known free-mail domains: they are real, so never corrected. */
  freeDomains: ReadonlySet<string>;
  /** Whether a free-mail domain may be suggested (a form that blocks free mail says false). */
  includeFreemail: boolean;
}

/**
 * A correction of a mistyped mail domain, or null: the top-level domain is fixed first
 * (`.con` -> `.com`), then the result is compared with the common mail domains
 * (`gmial.com` -> `gmail.com`). A known free-mail domain is never corrected, and without
 * `includeFreemail` no free-mail domain is ever suggested.
 */
export function suggestDomain(domain: string, options: SuggestOptions): string | null {
  const lower = domain.toLowerCase();
  if (options.freeDomains.has(lower)) return null;
  const tldFixed = fixTldTypo(lower);
  const known = options.freeDomains.has(tldFixed) || COMMON_EMAIL_DOMAINS.includes(tldFixed);
  const suggestion = (known ? null : closestCommonDomain(tldFixed)) ?? tldFixed;
  if (suggestion === lower) return null;
  if (!options.includeFreemail && options.freeDomains.has(suggestion)) return null;
  return suggestion;
}
