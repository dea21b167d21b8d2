import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../../../../../server/storage/submission-store.js';
import { exportColumns } from '../../../../../server/domain/leads/exports/export-columns.js';
import { XLSX_CELL_LIMIT, XLSX_DATE_FORMAT, fitCell } from '../../../../../server/domain/leads/exports/leads-xlsx.js';
import { xlsxBytes } from '../../../helpers/export-files.js';
import { fixtureDefinition } from '../../../helpers/fixture-definitions.js';
import { separateConsent, storedSubmission as row } from '../../../helpers/stored-submissions.js';
import { FORMS } from '../../../helpers/test-host.js';

/** The first sheet of an XLSX file, read back as a spreadsheet program would. */
async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  return sheet;
}

/** Every cell of the sheet as [type, value], row by row. */
function cellsOf(sheet: ExcelJS.Worksheet, columnCount: number): [ExcelJS.ValueType, unknown][][] {
  const rows: [ExcelJS.ValueType, unknown][][] = [];
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const cells: [ExcelJS.ValueType, unknown][] = [];
    for (let column = 1; column <= columnCount; column += 1) {
      const cell = sheet.getRow(rowNumber).getCell(column);
      cells.push([cell.type, cell.value]);
    }
    rows.push(cells);
  }
  return rows;
}

async function exported(rows: StoredSubmission[], headers: 'labels' | 'names' = 'labels') {
  const columns = exportColumns(rows, fixtureDefinition(FORMS.consentSeparate), headers);
  return { columns, sheet: await readSheet(await xlsxBytes(columns, rows)) };
}

const { String: TEXT, Date: DATE, Null: EMPTY } = ExcelJS.ValueType;

describe('writeSubmissionsXlsx', () => {
  it('writes every value as a string cell, exactly as typed, and the submitted time as a date', async () => {
    const rows = [
      row(1, { firstname: 'Zoë', phone: '+1 (555) 010-9999', email: '=1+1' }),
      row(2, { firstname: '@SUM(A1)', phone: '-2', email: '0042' }, { pageUrl: null }),
    ];
    const { sheet } = await exported(rows);
    expect(cellsOf(sheet, 6)).toEqual([
      [[TEXT, 'Submitted at (UTC)'], [TEXT, 'Conversion ID'], [TEXT, 'Page URL'], [TEXT, 'First name'], [TEXT, 'phone'], [TEXT, 'Email']],
      [
        [DATE, new Date('2026-01-01T10:00:00.000Z')],
        [TEXT, 'conversion-1'],
        [TEXT, 'https://www.site-owner.example/1'],
        [TEXT, 'Zoë'],
        [TEXT, '+1 (555) 010-9999'],
        [TEXT, '=1+1'],
      ],
      [[DATE, new Date('2026-01-02T10:00:00.000Z')], [TEXT, 'conversion-2'], [EMPTY, null], [TEXT, '@SUM(A1)'], [TEXT, '-2'], [TEXT, '0042']],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe(XLSX_DATE_FORMAT);
  });

  it('heads the columns with the internal names for headers=names', async () => {
    const { sheet } = await exported([row(1, { firstname: 'Ada' })], 'names');
    expect(sheet.getRow(1).values).toEqual([undefined, 'submitted_at', 'conversion_id', 'page_url', 'firstname']);
  });

  it('keeps the bold header row in view and gives the columns widths to read them', async () => {
    const { sheet } = await exported([row(1, { firstname: 'Ada', message: 'x'.repeat(500) })]);
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet.columns.map((column) => column.width)).toEqual([20, 15, 34, 12, 60]);
  });

  it('writes the consent columns: the time a date, what was shown the text', async () => {
    const rows = [row(1, { email: 'a@example.org', 'LEGAL_CONSENT.processing': 'true' }, { consent: separateConsent('2026-01-01T10:00:00.250Z') })];
    const { columns, sheet } = await exported(rows);
    const at = columns.findIndex((column) => column.name === 'consent_at') + 1;
    const shown = columns.findIndex((column) => column.name === 'consent_shown') + 1;
    expect(sheet.getCell(1, at).value).toBe('Consent time (UTC)');
    expect(sheet.getCell(2, at).value).toEqual(new Date('2026-01-01T10:00:00.250Z'));
    expect(sheet.getCell(2, shown).type).toBe(TEXT);
    expect(sheet.getCell(2, shown).value).toContain('[x] I agree to the processing.');
  });

  it('writes only the header row for no submissions', async () => {
    const { sheet } = await exported([]);
    expect(sheet.rowCount).toBe(1);
  });
});

describe('fitCell', () => {
  it('keeps a text a cell holds', () => {
    expect(fitCell('x'.repeat(XLSX_CELL_LIMIT))).toBe('x'.repeat(XLSX_CELL_LIMIT));
  });

  it('cuts a longer one to the cell limit, saying so and how long it was, never inside a character', () => {
    const cut = fitCell('x'.repeat(40_000));
    expect(cut.length).toBe(XLSX_CELL_LIMIT);
    expect(cut.endsWith(' [… cut: 40,000 characters in all; the CSV export has the whole text]')).toBe(true);
    const emoji = fitCell('😀'.repeat(20_000));
    expect(emoji.length).toBeLessThanOrEqual(XLSX_CELL_LIMIT);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
