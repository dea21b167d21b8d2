import { useCallback, useEffect, useState } from 'react';

/** Which field columns the owner shows, in which order; remembered per form in this browser. */
export interface ColumnPreferences {
  order: string[];
  hidden: string[];
}

export const columnPreferencesKey = (portalId: string, formId: string) => `forms-console:inbox-columns:${portalId}:${formId}`;

function read(key: string): ColumnPreferences | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { order, hidden } = stored as Record<string, unknown>;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
    return { order: strings(order), hidden: strings(hidden) };
  } catch {
    // Storage blocked or a hand-edited value: fall back to the form's order.
    return null;
  }
}

/**
 * The columns in the owner's order: remembered names first (those still in the form), then any
 * field added to the form since, in the form's order.
 */
export function orderedColumns(fieldNames: readonly string[], preferences: ColumnPreferences | null): string[] {
  const known = new Set(fieldNames);
  const remembered = (preferences?.order ?? []).filter((name) => known.has(name));
  const rest = fieldNames.filter((name) => !remembered.includes(name));
  return [...remembered, ...rest];
}

export function useColumnPreferences(portalId: string, formId: string) {
  const key = columnPreferencesKey(portalId, formId);
  const [preferences, setPreferences] = useState<ColumnPreferences | null>(() => read(key));
  useEffect(() => setPreferences(read(key)), [key]);
  const save = useCallback(
    (next: ColumnPreferences) => {
      setPreferences(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return [preferences, save] as const;
}
