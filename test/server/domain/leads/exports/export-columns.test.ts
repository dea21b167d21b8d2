import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../../../../../server/storage/submission-store.js';
import { ExportColumnSurvey, consentShownText, exportColumns, type HeaderStyle } from '../../../../../server/domain/leads/exports/export-columns.js';
import { fixtureDefinition } from '../../../helpers/fixture-definitions.js';
import { separateConsent, storedSubmission as row } from '../../../helpers/stored-submissions.js';
import { FORMS } from '../../../helpers/test-host.js';

const consentForm = fixtureDefinition(FORMS.consentSeparate);

function table(rows: StoredSubmission[], headers: HeaderStyle = 'labels', definition = consentForm) {
  const columns = exportColumns(rows, definition, headers);
  return { headers: columns.map((column) => column.header), cells: rows.map((submission) => columns.map((column) => column.cell(submission))) };
}

describe('exportColumns', () => {
  const answered = row(1, {
    firstname: 'Zoë',
    email: 'zoe@example.org',
    'LEGAL_CONSENT.subscription_type_4100001': 'true',
    'LEGAL_CONSENT.processing': 'true',
    utm_campaign: 'spring',
  });

  it("heads columns with the definition's labels: fields, consent boxes as plain text, a removed field by its name", () => {
    expect(table([answered]).headers).toEqual([
      'Submitted at (UTC)',
      'Conversion ID',
      'Page URL',
      'First name',
      'Email',
      'I agree to receive the monthly newsletter.',
      'I agree to allow Example Company to store and process my personal data.',
      'utm_campaign',
    ]);
  });

  it('heads them with the submitted names for headers=names', () => {
    expect(table([answered], 'names').headers).toEqual([
      'submitted_at',
      'conversion_id',
      'page_url',
      'firstname',
      'email',
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.processing',
      'utm_campaign',
    ]);
  });

  it('heads every column by its name without a definition', () => {
    expect(exportColumns([answered], undefined, 'labels').map((column) => column.header).slice(3)).toEqual(['firstname', 'email', 'LEGAL_CONSENT.subscription_type_4100001', 'LEGAL_CONSENT.processing', 'utm_campaign']);
  });

  it('tells apart columns whose labels are the same, by their names in brackets', () => {
    const twoEmails = structuredClone(consentForm);
    const { email } = twoEmails.fields;
    if (email === undefined) throw new Error('the fixture has an email field');
    twoEmails.fields.work_email = { ...email, id: 'work_email', name: 'work_email', label: 'email' };
    twoEmails.fields.firstname = { ...email, id: 'firstname', name: 'firstname', label: 'Page URL' };
    const rows = [row(1, { email: 'a@example.org', work_email: 'b@example.org', firstname: 'Ada' })];
    expect(table(rows, 'labels', twoEmails).headers).toEqual([
      'Submitted at (UTC)',
      'Conversion ID',
      'Page URL (page_url)',
      'Email (email)',
      'email (work_email)',
      'Page URL (firstname)',
    ]);
  });

  it('has one column per field seen across the rows in order of first appearance, a file field listing its paths', () => {
    const files = [
      { field: 'attachment', name: 'a.pdf', size: 1, contentType: 'application/pdf', path: 'uploads/key-2/1-a.pdf' },
      { field: 'attachment', name: 'b.pdf', size: 1, contentType: 'application/pdf', path: 'uploads/key-2/2-b.pdf' },
    ];
    const { headers, cells } = table([row(1, { email: 'a@example.org' }), row(2, { company: 'Acme' }, { files, pageUrl: null })], 'names');
    expect(headers).toEqual(['submitted_at', 'conversion_id', 'page_url', 'email', 'company', 'attachment']);
    expect(cells).toEqual([
      ['2026-01-01T10:00:00.000Z', 'conversion-1', 'https://www.site-owner.example/1', 'a@example.org', '', ''],
      ['2026-01-02T10:00:00.000Z', 'conversion-2', '', '', 'Acme', 'uploads/key-2/1-a.pdf;uploads/key-2/2-b.pdf'],
    ]);
  });

  it('adds the consent type, time and what was shown when a row has a consent record; the answers stay their own columns', () => {
    const rows = [row(1, { email: 'old@example.org' }), row(2, { email: 'a@example.org', 'LEGAL_CONSENT.processing': 'true' }, { consent: separateConsent('2026-01-02T10:00:00.500Z') })];
    const columns = exportColumns(rows, consentForm, 'names');
    expect(columns.map((column) => [column.name, column.kind])).toEqual([
      ['submitted_at', 'time'],
      ['conversion_id', 'text'],
      ['page_url', 'text'],
      ['email', 'text'],
      ['LEGAL_CONSENT.processing', 'text'],
      ['consent_type', 'text'],
      ['consent_at', 'time'],
      ['consent_shown', 'text'],
    ]);
    expect(table(rows).headers.slice(-3)).toEqual(['Consent type', 'Consent time (UTC)', 'Consent shown']);
    const { cells } = table(rows);
    expect(cells[0]?.slice(-3)).toEqual(['', '', '']);
    expect(cells[1]?.slice(-3)).toEqual(['Separate (processing checkbox)', '2026-01-02T10:00:00.500Z', consentShownText(separateConsent())]);
  });

  it('adds the legal basis when a row has legitimate interest', () => {
    const legitimateInterest = { ...separateConsent(), type: 'legitimateInterest' as const, communicationCheckboxes: [], processingCheckbox: null, legitimateInterest: { legalBasis: 'LEGITIMATE_INTEREST_PQL', subscriptionTypes: ['4100001'] } };
    const { headers, cells } = table([row(1, { email: 'a@example.org' }, { consent: legitimateInterest })]);
    expect(headers.slice(-2)).toEqual(['Consent shown', 'Legal basis']);
    expect(cells[0]?.slice(-4)).toEqual(['Legitimate interest', '2026-01-01T10:00:00.000Z', expect.any(String), 'LEGITIMATE_INTEREST_PQL']);
  });

  it('reads a field named like a built-in as a plain value, empty where a row lacks it', () => {
    const { cells } = table([row(1, { constructor: 'x' }), row(2, { toString: 'y' })], 'names');
    expect(cells.map((cellsOfRow) => cellsOfRow.slice(3))).toEqual([
      ['x', ''],
      ['', 'y'],
    ]);
  });

  it('adds no consent column when no row has a record', () => {
    expect(table([answered], 'names').headers).not.toContain('consent_type');
  });

  it('ends with one column per attribution key a row holds, headed in plain words, a hidden utm field keeping its own', () => {
    const fromAds = row(1, { email: 'ada@example.com', utm_source: 'typed' }, { attribution: { utm_source: 'ads', gclid: 'g-1', landingPage: 'https://shop.example/?gclid=g-1' } });
    const fromBlog = row(2, { email: 'grace@example.com' }, { attribution: { referrer: 'https://blog.example/post', utm_source: 'blog' } });
    const direct = row(3, { email: 'edsger@example.com' });
    const { headers, cells } = table([fromAds, fromBlog, direct], 'labels', fixtureDefinition(FORMS.contact));
    expect(headers.slice(-4)).toEqual(['UTM source', 'Google Ads click ID', 'Referrer', 'Landing page']);
    expect(cells.map((cellsOfRow) => cellsOfRow.slice(-4))).toEqual([
      ['ads', 'g-1', '', 'https://shop.example/?gclid=g-1'],
      ['blog', '', 'https://blog.example/post', ''],
      ['', '', '', ''],
    ]);
    expect(table([fromAds], 'names').headers).toEqual([
      'submitted_at',
      'conversion_id',
      'page_url',
      'email',
      'utm_source',
      'attribution_utm_source',
      'attribution_gclid',
      'attribution_landing_page',
    ]);
  });

  it('puts the attribution columns after the consent ones, and adds none when no row has attribution', () => {
    const headers = table([row(1, { email: 'a@example.com' }, { consent: separateConsent(), attribution: { utm_campaign: 'spring' } })], 'names').headers;
    expect(headers.slice(-2)).toEqual(['consent_shown', 'attribution_utm_campaign']);
    expect(table([answered], 'names').headers.filter((header) => header.startsWith('attribution_'))).toEqual([]);
  });
});

describe('consentShownText', () => {
  it('reads the block in its order as plain text, each box as the visitor left it', () => {
    expect(consentShownText(separateConsent())).toBe(
      ['We would like to contact you.', '[x] Newsletter', '[ ] Events', 'We need to store your data.', '[x] I agree to the processing.', 'Read our Privacy Policy.'].join('\n'),
    );
  });
});

describe('ExportColumnSurvey', () => {
  const rows = [
    row(1, { firstname: 'Ada', message: `short\n${'x'.repeat(40)}` }),
    row(2, { email: 'b@example.org', submitted_at: 'a field named like a fixed column, longer than the time' }),
    row(3, { firstname: 'Grace' }, { consent: separateConsent() }),
  ];

  it('decides from batches the columns it would from every row at once', () => {
    const survey = new ExportColumnSurvey();
    for (const batch of [rows.slice(0, 2), rows.slice(2)]) survey.add(batch);
    const described = (columns: ReturnType<typeof exportColumns>) => columns.map(({ name, header, kind, longestLine }) => ({ name, header, kind, longestLine }));
    expect(described(survey.columns(consentForm, 'labels'))).toEqual(described(exportColumns(rows, consentForm, 'labels')));
  });

  it("measures each column's longest line, a field apart from the fixed column it is named like", () => {
    const longest = Object.fromEntries(exportColumns(rows, undefined, 'names').map((column, index) => [`${index}:${column.name}`, column.longestLine]));
    expect(longest).toMatchObject({ '0:submitted_at': 24, '3:firstname': 5, '4:message': 40, '6:submitted_at': 55 });
  });
});
