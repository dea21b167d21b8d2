import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../../server/storage/submission-store.js';
import { csvCell, submissionsCsv } from '../../server/submissions/submissions-csv.js';

function row(id: number, values: Record<string, string>, extra: Partial<StoredSubmission> = {}): StoredSubmission {
  return {
    id,
    idempotencyKey: `key-${id}`,
    portalId: '123456',
    formId: 'a1b2c3d4-0001-4000-8000-000000000001',
    conversionId: `conversion-${id}`,
    values,
    context: null,
    files: [],
    pageUrl: `https://www.site-owner.example/${id}`,
    createdAt: `2026-01-0${id}T10:00:00.000Z`,
    ...extra,
  };
}

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

describe('submissionsCsv', () => {
  it('has the fixed columns, then one column per field in order of first appearance, CRLF line ends', () => {
    const csv = submissionsCsv([row(1, { firstname: 'Ada', email: 'ada@example.org' }), row(2, { email: 'b@example.org', company: 'Acme' })]);
    expect(csv).toBe(
      'submitted_at,conversion_id,page_url,firstname,email,company\r\n' +
        '2026-01-01T10:00:00.000Z,conversion-1,https://www.site-owner.example/1,Ada,ada@example.org,\r\n' +
        '2026-01-02T10:00:00.000Z,conversion-2,https://www.site-owner.example/2,,b@example.org,Acme\r\n',
    );
  });

  it('writes only the header for no submissions', () => {
    expect(submissionsCsv([])).toBe('submitted_at,conversion_id,page_url\r\n');
  });

  it('quotes and guards every cell, field names too', () => {
    const csv = submissionsCsv([row(1, { '=cmd': 'x', message: 'Hi, "you"\r\nbye' }, { pageUrl: null })]);
    expect(csv).toBe(
      `submitted_at,conversion_id,page_url,'=cmd,message\r\n` + `2026-01-01T10:00:00.000Z,conversion-1,,x,"Hi, ""you""\r\nbye"\r\n`,
    );
  });

  it('lists the stored paths of a file field', () => {
    const files = [
      { field: 'attachment', name: 'a.pdf', size: 1, contentType: 'application/pdf', path: 'uploads/key-1/1-a.pdf' },
      { field: 'attachment', name: 'b.pdf', size: 1, contentType: 'application/pdf', path: 'uploads/key-1/2-b.pdf' },
    ];
    expect(submissionsCsv([row(1, { email: 'a@example.org' }, { files })])).toBe(
      'submitted_at,conversion_id,page_url,email,attachment\r\n' +
        '2026-01-01T10:00:00.000Z,conversion-1,https://www.site-owner.example/1,a@example.org,uploads/key-1/1-a.pdf;uploads/key-1/2-b.pdf\r\n',
    );
  });
});
