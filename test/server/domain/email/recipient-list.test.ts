import { describe, expect, it } from 'vitest';
import { checkRecipientList, MAX_NOTIFICATION_RECIPIENTS } from '../../../../server/domain/email/recipient-list.js';

describe('checkRecipientList', () => {
  it('takes up to the limit of distinct addresses, trimmed, in their order', () => {
    const many = Array.from({ length: MAX_NOTIFICATION_RECIPIENTS }, (_, index) => `r${index}@example.com`);
    expect(checkRecipientList(many)).toEqual({ ok: true, addresses: many });
    expect(checkRecipientList([' b@example.com', 'a@example.com '])).toEqual({ ok: true, addresses: ['b@example.com', 'a@example.com'] });
  });

  it('names what is wrong: the count, the address that is none, the one given twice', () => {
    const tooMany = Array.from({ length: MAX_NOTIFICATION_RECIPIENTS + 1 }, (_, index) => `r${index}@example.com`);
    expect(checkRecipientList(tooMany)).toEqual({ ok: false, error: `recipients: at most ${MAX_NOTIFICATION_RECIPIENTS} addresses, not ${MAX_NOTIFICATION_RECIPIENTS + 1}` });
    expect(checkRecipientList(['a@example.com', 'Ada <ada@example.com>'])).toEqual({ ok: false, error: 'recipients[1]: "Ada <ada@example.com>" is not an e-mail address' });
    expect(checkRecipientList(['a@example.com\nBcc: b@example.com'])).toEqual({ ok: false, error: 'recipients[0]: "a@example.com\\nBcc: b@example.com" is not an e-mail address' });
    expect(checkRecipientList(['', 'a@example.com'])).toEqual({ ok: false, error: 'recipients[0]: "" is not an e-mail address' });
    expect(checkRecipientList(['x@Example.com', 'X@example.COM'])).toEqual({ ok: false, error: 'recipients[1]: X@example.COM is listed twice' });
  });
});
