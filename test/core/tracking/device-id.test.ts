import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, deviceId, type DeviceIdStorage } from '../../../src/core/tracking/device-id';

function memoryStorage(): DeviceIdStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('deviceId', () => {
  it('makes an id once and keeps it in the storage for the next page view', () => {
    const storage = memoryStorage();
    let made = 0;
    const newId = () => `id-${(made += 1)}`;
    expect(deviceId(storage, newId)).toBe('id-1');
    expect(storage.items.get(DEVICE_ID_STORAGE_KEY)).toBe('id-1');
    expect(deviceId(storage, newId)).toBe('id-1');
    expect(made).toBe(1);
  });

  it('gives a fresh id quietly when there is no storage or it throws', () => {
    expect(deviceId(undefined, () => 'fresh')).toBe('fresh');
    const blocked: DeviceIdStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(deviceId(blocked, () => 'fresh')).toBe('fresh');
  });
});
