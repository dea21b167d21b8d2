import { fetchDefinition } from './fetch-definition';
import { fetchFallback } from './fetch-fallback';

/** The network layer a form store is given; tests pass their own. */
export interface FormsApi {
  fetchDefinition: typeof fetchDefinition;
  fetchFallback: typeof fetchFallback;
}

export const formsApi: FormsApi = { fetchDefinition, fetchFallback };
