import { useCallback, useEffect, useRef, useState } from 'react';
import { ownerApi, type Lead, type LeadFilter } from '../api/owner-api';

/** How often the inbox asks for leads that arrived since it loaded. */
export const POLL_INTERVAL_MS = 10_000;
const PAGE_SIZE = 100;

interface LeadsState {
  leads: Lead[];
  nextCursor: string | null;
  /** The first page of this filter has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

const INITIAL: LeadsState = { leads: [], nextCursor: null, loading: true, loadingMore: false, error: null };

/** Leads not already shown, in the order they came. */
function unseen(shown: readonly Lead[], incoming: readonly Lead[]): Lead[] {
  const ids = new Set(shown.map((lead) => lead.conversionId));
  return incoming.filter((lead) => !ids.has(lead.conversionId));
}

/**
 * The leads of a filter, newest first: the first page at once, the next with the cursor on
 * `loadMore`, and every 10 s (while the tab is visible) the newest page again, prepending
 * leads that arrived since.
 */
export function useLeads(filter: LeadFilter) {
  const [state, setState] = useState<LeadsState>(INITIAL);
  const filterKey = JSON.stringify(filter);
  // Answers of an older filter arrive late sometimes; only the current one's count.
  const currentKey = useRef(filterKey);
  currentKey.current = filterKey;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  useEffect(() => {
    setState(INITIAL);
    ownerApi.leads(filterRef.current, { limit: PAGE_SIZE }).then(
      (page) => {
        if (currentKey.current !== filterKey) return;
        setState({ leads: page.leads, nextCursor: page.nextCursor, loading: false, loadingMore: false, error: null });
      },
      (error: unknown) => {
        if (currentKey.current !== filterKey) return;
        setState({ ...INITIAL, loading: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [filterKey]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      ownerApi.leads(filterRef.current, { limit: PAGE_SIZE }).then(
        (page) => {
          if (currentKey.current !== filterKey) return;
          setState((previous) => {
            if (previous.loading) return previous;
            const fresh = unseen(previous.leads, page.leads);
            return fresh.length === 0 ? previous : { ...previous, leads: [...fresh, ...previous.leads] };
          });
        },
        // A missed poll is retried by the next one.
        () => undefined,
      );
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [filterKey]);

  const loadingMoreRef = useRef(false);
  const loadMore = useCallback(() => {
    const cursor = state.nextCursor;
    if (cursor === null || state.loading || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setState((previous) => ({ ...previous, loadingMore: true }));
    const key = filterKey;
    ownerApi
      .leads(filterRef.current, { cursor, limit: PAGE_SIZE })
      .then(
        (page) => {
          if (currentKey.current !== key) return;
          setState((previous) => ({
            ...previous,
            leads: [...previous.leads, ...unseen(previous.leads, page.leads)],
            nextCursor: page.nextCursor,
            loadingMore: false,
          }));
        },
        (error: unknown) => {
          if (currentKey.current !== key) return;
          setState((previous) => ({ ...previous, loadingMore: false, error: error instanceof Error ? error.message : String(error) }));
        },
      )
      .finally(() => {
        loadingMoreRef.current = false;
      });
  }, [state.nextCursor, state.loading, filterKey]);

  return { ...state, loadMore };
}
