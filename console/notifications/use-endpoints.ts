import { useCallback, useEffect, useState } from 'react';
import { ownerApi, type WebhookEndpoint } from '../api/owner-api';
import { errorMessage } from './error-message';

export type EndpointsLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; endpoints: WebhookEndpoint[] };

/**
 * The endpoints that hear of this form's leads: its own and its portal's portal-wide ones, oldest
 * first. Both lists are asked for, so the answer holds both whatever the form filter includes.
 */
export function useEndpoints(portalId: string, formId: string) {
  const [load, setLoad] = useState<EndpointsLoad>({ state: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    // A reload keeps the table on screen (and the keyboard where it was) until the answer comes.
    if (reloads === 0) setLoad({ state: 'loading' });
    Promise.all([ownerApi.webhooks({ portalId, formId }), ownerApi.webhooks({ portalId })]).then(
      ([ofForm, ofPortal]) => {
        if (!current) return;
        const byId = new Map<number, WebhookEndpoint>();
        for (const endpoint of [...ofForm.endpoints, ...ofPortal.endpoints]) {
          if (endpoint.formId === formId || endpoint.formId === null) byId.set(endpoint.id, endpoint);
        }
        setLoad({ state: 'loaded', endpoints: [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id) });
      },
      (error: unknown) => current && setLoad({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId, reloads]);

  /** Reads the list again (after a change whose result the host alone knows, e.g. a new secret's hint). */
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  /** Puts a new or changed endpoint in the list (or takes one out: `removed`). */
  const update = useCallback((endpoint: WebhookEndpoint, removed = false) => {
    setLoad((known) => {
      if (known.state !== 'loaded') return known;
      const others = known.endpoints.filter((each) => each.id !== endpoint.id);
      if (removed) return { ...known, endpoints: others };
      const index = known.endpoints.findIndex((each) => each.id === endpoint.id);
      const endpoints = index === -1 ? [...others, endpoint] : known.endpoints.map((each) => (each.id === endpoint.id ? endpoint : each));
      return { ...known, endpoints };
    });
  }, []);

  return { load, update, reload };
}
