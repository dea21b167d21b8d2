import { describe, expect, it } from 'vitest';
import { honeypotFieldName } from '../../../../src/core/spam/spam-wire.js';
import { takeHoneypot } from '../../../../server/domain/spam/honeypot.js';

const FORM = '6e1b7a4c-2b8f-4d7a-9c1e-0a5b3c2d1e0f';

describe('takeHoneypot', () => {
  it('takes the inputs of the named version, of none and of the live versions out of the values, unfilled', () => {
    const fields = new Map([
      ['email', 'ada@example.com'],
      [honeypotFieldName(FORM, '3'), ''],
      [honeypotFieldName(FORM, ''), ' '],
    ]);
    expect(takeHoneypot(fields, FORM, ['3', '2'])).toBe(false);
    expect([...fields.keys()]).toEqual(['email']);
  });

  it('tells a filled one, whichever version it was named for', () => {
    for (const version of ['3', '2', '']) {
      const fields = new Map([['email', 'ada@example.com'], [honeypotFieldName(FORM, version), 'https://spam.example']]);
      expect(takeHoneypot(fields, FORM, ['3', '2'])).toBe(true);
      expect(fields.has(honeypotFieldName(FORM, version))).toBe(false);
    }
  });

  it("leaves another form's honeypot name alone (it is just a value there)", () => {
    const other = honeypotFieldName('0a0a0a0a-2b8f-4d7a-9c1e-0a5b3c2d1e0f', '3');
    const fields = new Map([[other, 'kept']]);
    expect(takeHoneypot(fields, FORM, ['3'])).toBe(false);
    expect(fields.get(other)).toBe('kept');
  });
});
