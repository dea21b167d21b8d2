import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportLeads } from '../../../../../server/domain/leads/exports/export-leads.js';
import type { LeadStore } from '../../../../../server/storage/lead-store.js';
import { exportColumns } from '../../../../../server/domain/leads/exports/export-columns.js';
import { ExportAbortedError } from '../../../../../server/domain/leads/exports/export-output.js';
import { csvText, written, xlsxBytes } from '../../../helpers/export-files.js';
import { fixtureDefinition } from '../../../helpers/fixture-definitions.js';
import { openLeadsFixture, storeLead, type LeadsFixture } from '../../../helpers/leads.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { FORMS, PORTAL_ID } from '../../../helpers/test-host.js';

const contact = { portalId: PORTAL_ID, formId: FORMS.contact };

/** Leads whose columns differ (a field only in the last, a long message) so the column pass matters. */
async function storeVariedLeads(fixture: LeadsFixture, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const values: Record<string, string> = { firstname: `Name ${n}`, email: `lead${n}@example.org` };
    if (n === count - 1) values.jobtitle = 'Engineer';
    if (n === 1) values.message = `A longer message\n${'x'.repeat(80)}`;
    await storeLead(fixture, values);
  }
}

/** The store, counting its batch reads and the largest batch asked for. */
function countingStore(store: LeadStore): { store: LeadStore; reads: { calls: number; largest: number } } {
  const reads = { calls: 0, largest: 0 };
  return {
    reads,
    store: {
      ...store,
      batch: async (selection, options) => {
        reads.calls += 1;
        reads.largest = Math.max(reads.largest, options.limit);
        return store.batch(selection, options);
      },
    },
  };
}

describe.each(STORAGE_BACKENDS)('exportLeads on $name', (backend) => {
  it('writes the same CSV and XLSX as the export built from every row at once, reading a batch at a time', async () => {
    const fixture = await openLeadsFixture(backend);
    await storeVariedLeads(fixture, 7);
    const definition = fixtureDefinition(FORMS.contact);
    const all = await fixture.store.batch(contact, { afterId: 0, upToId: Number.MAX_SAFE_INTEGER, limit: 100 });
    const columns = exportColumns(all, definition, 'labels');

    const { store, reads } = countingStore(fixture.store);
    const csv = await exportLeads(store, contact, { format: 'csv', headers: 'labels', definition, batchSize: 3 });
    expect(csv).toMatchObject({ contentType: 'text/csv; charset=utf-8', fileName: `submissions-${FORMS.contact}.csv` });
    // The column pass read 7 rows in 3 batches before anything was written.
    expect(reads).toEqual({ calls: 3, largest: 3 });
    expect((await written((output) => csv.writeTo(output))).toString('utf8')).toBe(await csvText(columns, all));
    expect(reads.calls).toBe(6);

    const xlsx = await exportLeads(fixture.store, contact, { format: 'xlsx', headers: 'labels', definition, batchSize: 3 });
    const [streamed, whole] = await Promise.all([written((output) => xlsx.writeTo(output)), xlsxBytes(columns, all)]);
    const { default: ExcelJS } = await import('exceljs');
    const sheets = await Promise.all(
      [streamed, whole].map(async (bytes) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        return { rows: sheet?.getSheetValues(), widths: sheet?.columns.map((column) => column.width) };
      }),
    );
    expect(sheets[0]).toEqual(sheets[1]);
    expect(sheets[0]?.rows).toHaveLength(9);
  });

  it('leaves out the leads stored after it began, whose columns it did not survey', async () => {
    const fixture = await openLeadsFixture(backend);
    await storeVariedLeads(fixture, 2);
    const prepared = await exportLeads(fixture.store, contact, { format: 'csv', headers: 'names', definition: undefined });
    await storeLead(fixture, { firstname: 'Late', newfield: 'x' });
    const lines = (await written((output) => prepared.writeTo(output))).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).not.toContain('newfield');
  });

  it('exports only what the filter selects, and needs a form', async () => {
    const fixture = await openLeadsFixture(backend);
    await storeLead(fixture, { firstname: 'Ada' });
    await storeLead(fixture, { firstname: 'Grace' });
    const prepared = await exportLeads(fixture.store, { ...contact, q: 'grace' }, { format: 'csv', headers: 'names', definition: undefined });
    const lines = (await written((output) => prepared.writeTo(output))).toString('utf8').trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Grace']);
    await expect(exportLeads(fixture.store, { portalId: PORTAL_ID }, { format: 'csv', headers: 'names', definition: undefined })).rejects.toThrow(
      'an export must name a form (formId)',
    );
  });

  it.each(['csv', 'xlsx'] as const)('stops reading once the reader of its %s has gone', async (format) => {
    const fixture = await openLeadsFixture(backend);
    await storeVariedLeads(fixture, 6);
    const { store, reads } = countingStore(fixture.store);
    const prepared = await exportLeads(store, contact, { format, headers: 'names', definition: undefined, batchSize: 2 });
    reads.calls = 0;
    // A reader that takes nothing and then goes away.
    const output = new PassThrough({ highWaterMark: 1 });
    const writing = prepared.writeTo(output);
    output.destroy();
    await expect(writing).rejects.toThrow(ExportAbortedError);
    expect(reads.calls).toBeLessThan(3);
  });
});

describe('exportFileName', () => {
  const at = new Date('2026-03-10T23:30:00.000Z');

  it("names the file after the form and the day (UTC), with the format's extension", () => {
    expect(exportFileName('Contact us', at, 'csv')).toBe('Contact us leads 2026-03-10.csv');
    expect(exportFileName('Café – inscriptions', at, 'xlsx')).toBe('Café – inscriptions leads 2026-03-10.xlsx');
  });

  it('drops what a file system refuses, keeps a long name short, and names a nameless form "form"', () => {
    expect(exportFileName('Q1/Q2: "leads" <new>?\n', at, 'csv')).toBe('Q1 Q2 leads new leads 2026-03-10.csv');
    expect(exportFileName('x'.repeat(300), at, 'csv')).toBe(`${'x'.repeat(100)} leads 2026-03-10.csv`);
    expect(exportFileName(' /?* ', at, 'csv')).toBe('form leads 2026-03-10.csv');
  });
});
