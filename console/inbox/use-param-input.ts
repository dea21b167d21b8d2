import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withParam } from './inbox-filter';

/** How long a typed filter waits after the last key before it applies. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text input's value kept in the address bar under `key`: what is typed shows at once, and
 * goes to the address (replacing its entry, so typing makes no history) once typing pauses.
 */
export function useParamInput(key: string, applied: string) {
  const [, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (typed === applied) return;
    const timer = setTimeout(() => setSearchParams((params) => withParam(params, key, typed), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, typed, applied, setSearchParams]);
  return [typed, setTyped] as const;
}
