import { describe, expect, it } from 'vitest';
import { withInstanceKey } from '../../src/loader/markup-instance-key';

const GUID = 'a1b2c3d4-5555-4000-8000-000000000001';
const MARKUP = `<form id="hsForm_${GUID}_0" data-instance-id="0" target="target_iframe_${GUID}_0"><label for="email-${GUID}_0">E</label><input id="email-${GUID}_0" value="0"></form>`;

describe('the host markup for another instance of the form', () => {
  it('is the same markup for the first instance', () => {
    expect(withInstanceKey(MARKUP, GUID, '0')).toBe(MARKUP);
  });

  it('has its ids and data-instance-id made those of the instance key, and nothing else changed', () => {
    expect(withInstanceKey(MARKUP, GUID.toUpperCase(), '2')).toBe(
      `<form id="hsForm_${GUID}_2" data-instance-id="2" target="target_iframe_${GUID}_2"><label for="email-${GUID}_2">E</label><input id="email-${GUID}_2" value="0"></form>`,
    );
  });
});
