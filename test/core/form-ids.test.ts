import { describe, expect, it } from 'vitest';
import { isFormGuid, isPortalId } from '../../src/core/form-ids';
import * as hostFormIds from '../../src/core/form-ids';

const GUID = 'a1b2c3d4-0001-4000-8000-000000000001';

describe('isFormGuid', () => {
  it('accepts GUIDs in any case and rejects anything else', () => {
    expect(isFormGuid(GUID)).toBe(true);
    expect(isFormGuid(GUID.toUpperCase())).toBe(true);
    expect(isFormGuid('')).toBe(false);
    expect(isFormGuid('not-a-guid')).toBe(false);
    expect(isFormGuid(`${GUID}0`)).toBe(false);
    expect(isFormGuid(GUID.replace(/-/g, ''))).toBe(false);
    expect(isFormGuid('g1b2c3d4-0001-4000-8000-000000000001')).toBe(false);
    expect(isFormGuid(`${GUID}/../x`)).toBe(false);
  });
});

describe('isPortalId', () => {
  it('accepts only digits as a portal id', () => {
    expect(isPortalId('123456')).toBe(true);
    expect(isPortalId('0')).toBe(true);
    expect(isPortalId('')).toBe(false);
    expect(isPortalId('12a')).toBe(false);
    expect(isPortalId('-1')).toBe(false);
    expect(isPortalId('1.5')).toBe(false);
    expect(isPortalId('1e5')).toBe(false);
    expect(isPortalId(' 123')).toBe(false);
  });

  it('takes at most 20 digits', () => {
    expect(isPortalId('1'.repeat(20))).toBe(true);
    expect(isPortalId('1'.repeat(21))).toBe(false);
  });
});

describe('the forms host', () => {
  it('checks ids with the same rules as the embed', () => {
    expect(hostFormIds.isPortalId).toBe(isPortalId);
    expect(hostFormIds.isFormGuid).toBe(isFormGuid);
  });
});
