import { searchTerms } from '../../storage/lead-search.js';
import type { LeadSelection } from '../../storage/lead-store.js';

/** Bad input to a leads call; its message names what is wrong (a route answers it 400). */
export class LeadQueryError extends Error {
  override readonly name = 'LeadQueryError';
}

/** Which of a portal's leads: every condition given must hold. */
export interface LeadFilter {
  portalId: string;
  formId?: string | undefined;
  /** An ISO 8601 date (`2026-01-31`, midnight UTC) or time with its zone: created at or after. */
  createdFrom?: string | undefined;
  /** As `createdFrom`: created before (exclusive), so `createdTo=2026-02-01` ends with January. */
  createdTo?: string | undefined;
  /** Words and word beginnings found in the lead's values (server/storage/lead-search.ts). */
  q?: string | undefined;
  /** true: only the leads marked as spam; false: only the others; absent: both. */
  spam?: boolean | undefined;
  /** Only the leads whose attribution's `utm_source` is exactly this. */
  source?: string | undefined;
  /** Only the leads whose attribution's `utm_campaign` is exactly this. */
  campaign?: string | undefined;
}

export const MAX_LEADS_PAGE = 500;

const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A date or time as stored (`toISOString`), so text comparison is time order. */
function instant(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = ISO_DATE_OR_TIME.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw new LeadQueryError(`${name} must be an ISO 8601 date or time with its zone (2026-01-31 or 2026-01-31T09:30:00Z), got "${value}"`);
  return new Date(time).toISOString();
}

/** The attribution values `filter` asks for; undefined when it asks for none (the list then reads no attribution). */
function attributionSelection(filter: LeadFilter): LeadSelection['attribution'] {
  if (filter.source === undefined && filter.campaign === undefined) return undefined;
  return { utm_source: filter.source, utm_campaign: filter.campaign };
}

/** The store's selection for `filter`, its dates and search checked; messages name the dates as the owner API's `from` and `to`. */
export function leadSelection(filter: LeadFilter): LeadSelection {
  const search = filter.q === undefined || filter.q.trim() === '' ? undefined : searchTerms(filter.q);
  if (search !== undefined && search.length === 0) throw new LeadQueryError(`q must hold a letter or a digit to search for, got "${filter.q}"`);
  const selection: LeadSelection = {
    portalId: filter.portalId,
    formId: filter.formId,
    createdFrom: instant('from', filter.createdFrom),
    createdTo: instant('to', filter.createdTo),
    search,
    spam: filter.spam,
    attribution: attributionSelection(filter),
  };
  if (selection.createdFrom !== undefined && selection.createdTo !== undefined && selection.createdFrom >= selection.createdTo) {
    throw new LeadQueryError(`from (${filter.createdFrom}) must come before to (${filter.createdTo})`);
  }
  return selection;
}

/**
 * The selection of a call that works on one form's leads (`what`: an erasure by filter, which
 * never takes a whole portal at once; an export, headed by the form's labels).
 */
export function formLeadSelection(filter: LeadFilter, what: string): LeadSelection & { formId: string } {
  const { formId } = filter;
  if (formId === undefined || formId === '') throw new LeadQueryError(`${what} must name a form (formId)`);
  return { ...leadSelection(filter), formId };
}

export function pageLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADS_PAGE) throw new LeadQueryError(`limit must be a whole number 1-${MAX_LEADS_PAGE}, got ${limit}`);
  return limit;
}

/** The cursor of the page after the lead with id `id`: opaque to callers. */
export function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ before: id }), 'utf8').toString('base64url');
}

/** The id a cursor continues below. */
export function decodeCursor(cursor: string): number {
  let before: unknown;
  try {
    before = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { before?: unknown } | null)?.before;
  } catch {
    before = undefined;
  }
  if (typeof before !== 'number' || !Number.isSafeInteger(before) || before < 1) throw new LeadQueryError(`cursor "${cursor}" is not one a lead list gave`);
  return before;
}
