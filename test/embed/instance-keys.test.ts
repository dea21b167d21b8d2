import { describe, expect, it } from 'vitest';
import { createInstanceKeys } from '../../src/embed/instance-keys';

const FORM = 'a1b2c3d4-0001-4000-8000-000000000001';
const OTHER = 'a1b2c3d4-0002-4000-8000-000000000002';

describe('createInstanceKeys', () => {
  it('uses the mount index without a formInstanceId: the same form twice gets two keys', () => {
    const keys = createInstanceKeys();
    const first = keys.claim(FORM, '', 0);
    const second = keys.claim(FORM, '', 1);
    expect(first).toBe('0');
    expect(second).toBe('1');
  });

  it("uses the site owner's formInstanceId, made id-safe", () => {
    const keys = createInstanceKeys();
    expect(keys.claim(FORM, 'sidebar', 0)).toBe('sidebar');
    expect(keys.claim(OTHER, 'foot er#1"', 1)).toBe('foot_er_1_');
  });

  it('appends the index when the same form repeats a formInstanceId', () => {
    const keys = createInstanceKeys();
    expect(keys.claim(FORM, 'sidebar', 0)).toBe('sidebar');
    expect(keys.claim(FORM, 'sidebar', 3)).toBe('sidebar-3');
  });

  it('lets different forms share a formInstanceId (their guids already differ)', () => {
    const keys = createInstanceKeys();
    expect(keys.claim(FORM, 'main', 0)).toBe('main');
    expect(keys.claim(OTHER, 'main', 1)).toBe('main');
  });

  it('treats form ids that differ only in case as the same form (GUIDs are case-insensitive)', () => {
    const keys = createInstanceKeys();
    expect(keys.claim(FORM.toUpperCase(), 'sidebar', 0)).toBe('sidebar');
    expect(keys.claim(FORM, 'sidebar', 1)).toBe('sidebar-1');
    keys.release(FORM, 'sidebar');
    expect(keys.claim(FORM.toUpperCase(), 'sidebar', 2)).toBe('sidebar');
  });

  it('frees a key on release', () => {
    const keys = createInstanceKeys();
    expect(keys.claim(FORM, 'sidebar', 0)).toBe('sidebar');
    keys.release(FORM, 'sidebar');
    expect(keys.claim(FORM, 'sidebar', 1)).toBe('sidebar');
    expect(keys.claim(FORM, 'sidebar', 2)).toBe('sidebar-2');
  });

  it('never hands out a key in use, even when an owner-given id looks like a suffixed one', () => {
    const keys = createInstanceKeys();
    const claimed = [keys.claim(FORM, 'box-2', 0), keys.claim(FORM, 'box', 1), keys.claim(FORM, 'box', 2)];
    expect(new Set(claimed).size).toBe(3);
  });

  it('never hands out a key in use when an owner-given id equals another mount index', () => {
    const keys = createInstanceKeys();
    const claimed = [keys.claim(FORM, '1-2', 0), keys.claim(FORM, '', 1), keys.claim(FORM, '1', 2)];
    expect(new Set(claimed).size).toBe(3);
  });
});
