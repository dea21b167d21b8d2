import { describe, expect, it } from 'vitest';
import { orderedColumns } from '../../../console/inbox/column-preferences';
import { formFields } from '../../../console/inbox/form-fields';
import { inboxQuery, leadFilter, nextDay } from '../../../console/inbox/inbox-filter';
import { CONTACT_DEFINITION } from '../lead-fixtures';

describe('formFields', () => {
  it('reads the fields of every group in order, with their labels', () => {
    expect(formFields(CONTACT_DEFINITION).map((field) => field.label)).toEqual(['First name', 'Last name', 'Email', 'Company name', 'Message']);
  });

  it('names a field without a label by its name, counts a name once, and skips what is no field', () => {
    const definition = {
      form: {
        formFieldGroups: [
          { fields: [{ name: 'a', label: '' }, { name: 'a', label: 'Again' }, { label: 'No name' }, null] },
          { richText: { content: '<p>Text only</p>' } },
          { fields: [{ name: 'b', label: 'B' }] },
        ],
      },
    };
    expect(formFields(definition)).toEqual([
      { name: 'a', label: 'a' },
      { name: 'b', label: 'B' },
    ]);
    expect(formFields(null)).toEqual([]);
    expect(formFields({ form: {} })).toEqual([]);
  });
});

describe('the inbox filter', () => {
  it('gives the API the day after the owner\'s inclusive "To", across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('reads the address: the Spam tab, the search, and only well-formed dates', () => {
    const query = inboxQuery(new URLSearchParams('q=ada&from=2026-11-01&to=yesterday&tab=spam'));
    expect(query).toEqual({ q: 'ada', from: '2026-11-01', to: '', spam: true, source: '' });
    expect(leadFilter('1', 'f', query)).toEqual({ portalId: '1', formId: 'f', q: 'ada', from: '2026-11-01', spam: true });
    expect(leadFilter('1', 'f', inboxQuery(new URLSearchParams('q=%20%20')))).toEqual({ portalId: '1', formId: 'f', spam: false });
  });

  it('reads the source from the address, trimmed, and leaves a blank one out', () => {
    expect(leadFilter('1', 'f', inboxQuery(new URLSearchParams('source=%20newsletter%20')))).toEqual({ portalId: '1', formId: 'f', spam: false, source: 'newsletter' });
    expect(leadFilter('1', 'f', inboxQuery(new URLSearchParams('source=%20')))).toEqual({ portalId: '1', formId: 'f', spam: false });
  });
});

describe('orderedColumns', () => {
  it('keeps the remembered order, drops fields gone from the form and adds new ones after', () => {
    expect(orderedColumns(['a', 'b', 'c', 'd'], { order: ['c', 'gone', 'a'], hidden: [] })).toEqual(['c', 'a', 'b', 'd']);
    expect(orderedColumns(['a', 'b'], null)).toEqual(['a', 'b']);
  });
});
