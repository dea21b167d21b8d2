import { describe, expect, it } from 'vitest';
import { exportColumns } from '../../../../../server/domain/leads/exports/export-columns.js';
import { UTF8_BOM, csvCell } from '../../../../../server/domain/leads/exports/leads-csv.js';
import { csvText } from '../../../helpers/export-files.js';
import { storedSubmission as row } from '../../../helpers/stored-submissions.js';
import type { StoredSubmission } from '../../../../../server/storage/submission-store.js';

/** The CSV of `rows` headed by their names (no definition: the labels of the fixed columns only). */
const csvOf = (rows: StoredSubmission[], headers: 'labels' | 'names' = 'names') => csvText(exportColumns(rows, undefined, headers), rows);

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tleading tab', "'\tleading tab"],
  ])('guards the formula-like %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('writeSubmissionsCsv', () => {
  it('starts with the UTF-8 byte-order mark, then the header row and one CRLF-ended row per submission', async () => {
    const csv = await csvOf([row(1, { firstname: 'Zoë', email: 'zoe@example.org' }), row(2, { email: 'b@example.org', company: 'Acme' })]);
    expect(csv).toBe(
      `${UTF8_BOM}submitted_at,conversion_id,page_url,firstname,email,company\r\n` +
        '2026-01-01T10:00:00.000Z,conversion-1,https://www.site-owner.example/1,Zoë,zoe@example.org,\r\n' +
        '2026-01-02T10:00:00.000Z,conversion-2,https://www.site-owner.example/2,,b@example.org,Acme\r\n',
    );
    // The mark is the three bytes EF BB BF in the file.
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('heads the fixed columns with readable labels by default', async () => {
    expect(await csvOf([], 'labels')).toBe(`${UTF8_BOM}Submitted at (UTC),Conversion ID,Page URL\r\n`);
  });

  it('writes only the header for no submissions', async () => {
    expect(await csvOf([])).toBe(`${UTF8_BOM}submitted_at,conversion_id,page_url\r\n`);
  });

  it('quotes and guards every cell, headers too', async () => {
    const csv = await csvOf([row(1, { '=cmd': 'x', message: 'Hi, "you"\r\nbye', phone: '+1 (555) 010-9999' }, { pageUrl: null })]);
    expect(csv).toBe(
      `${UTF8_BOM}submitted_at,conversion_id,page_url,'=cmd,message,phone\r\n` +
        `2026-01-01T10:00:00.000Z,conversion-1,,x,"Hi, ""you""\r\nbye",'+1 (555) 010-9999\r\n`,
    );
  });
});
