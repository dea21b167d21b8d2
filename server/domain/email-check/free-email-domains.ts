import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../repo-root.js';

/** The data file: one free-mail domain a line, `#` comments; its header names the source. */
export const FREE_EMAIL_DOMAINS_FILE = path.join(REPO_ROOT, 'server', 'domain', 'email-check', 'free-email-domains.txt');

/** Domains of a list file: trimmed and lower-cased, blank and `#` lines left out. */
export function parseDomainList(text: string): Set<string> {
  const domains = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const domain = line.trim().toLowerCase();
    if (domain !== '' && !domain.startsWith('#')) domains.add(domain);
  }
  return domains;
}

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The free-mail domains, read from the data file once per process (the host loads them when
 * it starts, so a missing file stops the start). A failed read is tried again on the next call.
 */
export function loadFreeEmailDomains(): Promise<ReadonlySet<string>> {
  loading ??= readFile(FREE_EMAIL_DOMAINS_FILE, 'utf8').then(parseDomainList, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
