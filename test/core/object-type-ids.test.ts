import { describe, expect, it } from 'vitest';
import { OBJECT_TYPE_IDS, resolveObjectTypeId } from '../../src/core/object-type-ids';

describe('resolveObjectTypeId', () => {
  it('uses objectTypeId when given', () => {
    expect(resolveObjectTypeId('0-5', 'CONTACT')).toEqual({ id: '0-5', known: true });
    expect(resolveObjectTypeId(' 2-123456 ', undefined)).toEqual({ id: '2-123456', known: true });
  });

  it('maps propertyObjectType when objectTypeId is missing', () => {
    expect(resolveObjectTypeId(undefined, 'CONTACT').id).toBe(OBJECT_TYPE_IDS.contact);
    expect(resolveObjectTypeId(undefined, 'COMPANY').id).toBe('0-2');
    expect(resolveObjectTypeId('', 'ticket').id).toBe('0-5');
    expect(resolveObjectTypeId(undefined, 'FEEDBACK_SUBMISSION').id).toBe('0-19');
  });

  it('defaults to contact, flagging an object type it does not know', () => {
    expect(resolveObjectTypeId(undefined, undefined)).toEqual({ id: '0-1', known: true });
    expect(resolveObjectTypeId(undefined, 'DEAL')).toEqual({ id: '0-1', known: false });
    expect(resolveObjectTypeId(undefined, 'CONSTRUCTOR')).toEqual({ id: '0-1', known: false });
  });
});
