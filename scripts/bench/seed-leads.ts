import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { FormDefinition } from '../../src/core/form-definition';
import { FORMS } from '../../test/fixture-ids';
import { addSearchEntries } from '../../server/storage/lead-search';
import type { StorageDialect } from '../../server/storage/migrations';

/** The benchmark's leads are the contact fixture form's (fixtures/forms/123456). */
export const BENCH_PORTAL_ID = '123456';
export const BENCH_FORM_ID = FORMS.contact;
/** The leads span this many days, oldest first, ending `SEED_END`. */
export const SEED_DAYS = 365;
export const SEED_END = Date.parse('2026-06-30T00:00:00.000Z');
/** Leads inserted per statement (and transaction). */
const SEED_BATCH = 1000;

const FIRST = ['Ada', 'Grace', 'Edsger', 'Barbara', 'Alan', 'Katherine', 'Donald', 'Frances', 'Tim', 'Margaret', 'Linus', 'Zoë', 'José', 'Mei', 'Olu', 'Priya'];
const LAST = ['Lovelace', 'Hopper', 'Dijkstra', 'Liskov', 'Turing', 'Johnson', 'Knuth', 'Allen', 'Berners-Lee', 'Hamilton', 'Torvalds', 'Müller', 'García', 'Chen', 'Adeyemi', 'Sharma'];
const DOMAINS = ['example.com', 'analytical-engines.co.uk', 'navy.example', 'mail.example.org', 'acme.example'];
const COMPANIES = ['Analytical Engines', 'Acme Corp', 'Initech', 'Globex', 'Umbrella', 'Hooli', 'Vandelay Industries'];
/** Where leads came from: three in four with a campaign's source, the rest with none recorded. */
const SOURCES = ['newsletter', 'google', 'linkedin', 'partner', 'newsletter', 'google'];
const CAMPAIGNS = ['spring-launch', 'summer-sale', 'webinar', 'brand'];
/** A source few leads have (one in 997), so a filter by it reads far before it fills a page. */
export const RARE_SOURCE = 'podcast';
const WORDS = ['please', 'call', 'me', 'back', 'about', 'pricing', 'demo', 'for', 'our', 'team', 'next', 'week', 'thanks', 'integration', 'support', 'invoice'];

/** A deterministic pseudo-random sequence, so every run seeds the same leads. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function benchDefinition(): FormDefinition {
  const file = path.join(import.meta.dirname, '..', '..', 'fixtures', 'forms', BENCH_PORTAL_ID, `${BENCH_FORM_ID}.json`);
  const normalized = normalizeDefinition(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!normalized.ok) throw new Error(`the fixture form ${BENCH_FORM_ID} does not normalise`);
  return normalized.value.definition;
}

function attributionOf(n: number, pick: <T>(list: readonly T[]) => T): string | null {
  if (n % 997 === 0) return JSON.stringify({ utm_source: RARE_SOURCE, utm_medium: 'audio', referrer: 'https://podcasts.example/' });
  if (n % 4 === 0) return null;
  const [source, campaign] = [pick(SOURCES), pick(CAMPAIGNS)];
  return JSON.stringify({ utm_source: source, utm_medium: 'email', utm_campaign: campaign, landingPage: `https://www.site-owner.example/?utm_source=${source}&utm_campaign=${campaign}` });
}

/**
 * Inserts `count` leads of the contact form straight into the tables (as `saveOnce` would store
 * them, search entries included), a batch per transaction: realistic names, addresses,
 * companies, phones and messages, spread evenly over `SEED_DAYS`; every 50th is spam, every
 * 500th records an uploaded file, three in four came from a campaign (every 997th from `RARE_SOURCE`).
 */
export async function seedLeads(db: Kysely<any>, dialect: StorageDialect, count: number): Promise<void> {
  const random = randomFrom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const step = (SEED_DAYS * 86_400_000) / count;
  const start = SEED_END - SEED_DAYS * 86_400_000;
  for (let first = 0; first < count; first += SEED_BATCH) {
    const rows: Record<string, unknown>[] = [];
    const values: Record<string, string>[] = [];
    for (let n = first; n < Math.min(count, first + SEED_BATCH); n += 1) {
      const [firstname, lastname] = [pick(FIRST), pick(LAST)];
      const lead: Record<string, string> = {
        firstname,
        lastname,
        email: `${firstname}.${lastname}${n}@${pick(DOMAINS)}`.toLowerCase(),
        company: pick(COMPANIES),
        phone: `+1 555 ${String(n % 10_000).padStart(4, '0')}`,
        message: Array.from({ length: 6 + Math.floor(random() * 20) }, () => pick(WORDS)).join(' '),
      };
      values.push(lead);
      const key = `bench-${n}`;
      const files = n % 500 === 0 ? [{ field: 'attachment', name: 'brief.pdf', size: 1024, contentType: 'application/pdf', path: `uploads/${key}/1-brief.pdf` }] : [];
      rows.push({
        idempotency_key: key,
        portal_id: BENCH_PORTAL_ID,
        form_id: BENCH_FORM_ID,
        conversion_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        values_json: JSON.stringify(lead),
        context_json: JSON.stringify({ pageUrl: 'https://www.site-owner.example/contact', hutk: `hutk-${n}` }),
        files_json: JSON.stringify(files),
        page_url: 'https://www.site-owner.example/contact',
        created_at: new Date(start + n * step).toISOString(),
        consent_json: null,
        spam: n % 50 === 0 ? 1 : 0,
        attribution_json: attributionOf(n, pick),
      });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('submissions').values(rows).returning('id').execute();
      await addSearchEntries(trx, dialect, inserted.map((row: { id: number | string }, index) => ({ id: Number(row.id), values: values[index] ?? {} })));
    });
  }
}
