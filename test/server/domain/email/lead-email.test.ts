import { describe, expect, it } from 'vitest';
import { composeLeadEmail, headerText, leadConsoleUrl, type LeadEmailInput } from '../../../../server/domain/email/lead-email.js';
import { FORMS } from '../../../fixture-ids.js';
import { fixtureDefinition } from '../../helpers/fixture-definitions.js';

const BASE: LeadEmailInput = {
  lead: { conversionId: 'c-1', values: {}, files: [], createdAt: '2026-03-10T12:00:00.000Z' },
  formName: 'Contact',
  definition: undefined,
  consoleOrigin: 'https://forms.example.com/',
  from: 'forms@example.com',
  to: ['sales@example.com'],
};

describe('composeLeadEmail', () => {
  it('heads values by their names when the definition cannot be read, leaves out empty ones, and lists uploads by file name', () => {
    const email = composeLeadEmail({
      ...BASE,
      lead: {
        ...BASE.lead,
        values: { email: 'ada@example.com', lastname: ' ', company: 'Analytical', phone: '' },
        files: [
          { field: 'cv', name: 'cv.pdf', size: 3, contentType: 'application/pdf', path: 'uploads/k/cv.pdf' },
          { field: 'cv', name: 'letter\r\n.pdf', size: 3, contentType: 'application/pdf', path: 'uploads/k/letter.pdf' },
        ],
      },
    });
    expect(email.text).toBe(
      [
        'New lead on Contact',
        'Received 2026-03-10 12:00:00 UTC',
        '',
        'email: ada@example.com',
        'company: Analytical',
        'cv: cv.pdf, letter .pdf (uploaded: open the lead to download)',
        '',
        'Open the lead in the console: https://forms.example.com/owner/leads/c-1',
        '',
      ].join('\n'),
    );
    expect(email).toMatchObject({ from: 'forms@example.com', to: ['sales@example.com'], replyTo: { name: '', address: 'ada@example.com' }, subject: 'New lead on Contact: ada@example.com' });
  });

  it('lists a consent checkbox under the text its visitor read', () => {
    const values = { email: 'ada@example.com', 'LEGAL_CONSENT.processing': 'true' };
    const email = composeLeadEmail({ ...BASE, definition: fixtureDefinition(FORMS.consentSeparate), lead: { ...BASE.lead, values } });
    expect(email.text).toContain('\nI agree to allow Example Company to store and process my personal data.: true\n');
    expect(email.text).not.toContain('LEGAL_CONSENT');
  });

  it('lists where the lead came from, in plain words and escaped, after its values; nothing when none was recorded', () => {
    const email = composeLeadEmail({
      ...BASE,
      lead: {
        ...BASE.lead,
        values: { email: 'ada@example.com' },
        attribution: { utm_source: 'news<letter>', utm_campaign: 'spring', landingPage: 'https://www.example.com/offer?utm_source=news' },
      },
    });
    expect(email.text).toContain(
      ['email: ada@example.com', '', 'Where it came from', 'UTM source: news<letter>', 'UTM campaign: spring', 'Landing page: https://www.example.com/offer?utm_source=news', ''].join('\n'),
    );
    expect(email.html).toContain('<h2>Where it came from</h2>');
    expect(email.html).toContain('<th scope="row" align="left" valign="top">UTM source</th><td>news&#60;letter&#62;</td>');
    expect(composeLeadEmail({ ...BASE, lead: { ...BASE.lead, values: { email: 'ada@example.com' }, attribution: null } }).text).not.toContain('Where it came from');
  });

  it('gives no Reply-To for an address the e-mail format refuses, and keeps the subject on one short line', () => {
    const email = composeLeadEmail({ ...BASE, formName: `Contact\r\nBcc: x@example.com ${'long '.repeat(60)}`, lead: { ...BASE.lead, values: { email: 'a b@example.com' } } });
    expect(email.replyTo).toBeUndefined();
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.length).toBeLessThanOrEqual(200);
    expect(email.subject.endsWith('…')).toBe(true);
  });
});

describe('headerText', () => {
  it('turns every control character and Unicode line separator into one space', () => {
    expect(headerText('a\r\nb\u0085c\u2028d\u2029e\u0000f\tg')).toBe('a b c d e f g');
  });
});

describe('leadConsoleUrl', () => {
  it("escapes the conversion id into the console's lead page", () => {
    expect(leadConsoleUrl('http://127.0.0.1:3000', 'a/b?c')).toBe('http://127.0.0.1:3000/owner/leads/a%2Fb%3Fc');
  });
});
