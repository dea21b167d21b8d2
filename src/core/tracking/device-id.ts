/** The page's storage key of the visitor's device id (spec 3 "Viral link fields"). */
export const DEVICE_ID_STORAGE_KEY = 'hs-forms-embed-device-id';

/** What the device id needs of the page's localStorage. */
export interface DeviceIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The visitor's device id: the one kept in the page's storage, else a new one kept there. When
 * there is no storage, or it throws (blocked, full), a fresh id serves this page view only.
 */
export function deviceId(storage: DeviceIdStorage | undefined, newId: () => string): string {
  try {
    const kept = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (kept) return kept;
  } catch {
    // Fall through to a fresh id.
  }
  const id = newId();
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Kept for this page view only.
  }
  return id;
}
