import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLivePathname } from '../live-router';
import { withParam } from './inbox-filter';

/** How long a typed filter waits after the last key before it applies. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text input's value kept in the address bar under `key`: what is typed shows at once, and
 * goes to the address (replacing its entry, so typing makes no history) once typing pauses,
 * unless the owner has gone to another page by then.
 */
export function useParamInput(key: string, applied: string) {
  const [, setSearchParams] = useSearchParams();
  const livePathname = useLivePathname();
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (typed === applied) return;
    const typedAt = livePathname();
    const timer = setTimeout(() => {
      // The owner went elsewhere meanwhile (a lead clicked while its page is still being drawn):
      // applied now, the filter would land in that page's address, in place of its entry.
      if (livePathname() !== typedAt) return;
      setSearchParams((params) => withParam(params, key, typed), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, typed, applied, setSearchParams, livePathname]);
  return [typed, setTyped] as const;
}
