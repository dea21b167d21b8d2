import { describe, expect, it } from 'vitest';
import { submittedFieldName } from '../../src/core/field-names';

describe('submittedFieldName', () => {
  it('keeps contact property names plain', () => {
    expect(submittedFieldName('email', '0-1')).toBe('email');
    expect(submittedFieldName('email', '')).toBe('email');
  });

  it('prefixes ticket and feedback submission properties with their named prefixes', () => {
    expect(submittedFieldName('subject', '0-5')).toBe('TICKET.subject');
    expect(submittedFieldName('hs_response', '0-19')).toBe('FEEDBACK_SUBMISSION.hs_response');
  });

  it('prefixes properties of other objects with their object type id', () => {
    expect(submittedFieldName('name', '0-2')).toBe('0-2/name');
    expect(submittedFieldName('custom', '2-9876')).toBe('2-9876/custom');
  });

  it('does not prefix a name that already carries its prefix', () => {
    expect(submittedFieldName('0-2/name', '0-2')).toBe('0-2/name');
    expect(submittedFieldName('TICKET.subject', '0-5')).toBe('TICKET.subject');
    expect(submittedFieldName('0-5/name', '0-2')).toBe('0-2/0-5/name');
  });
});
