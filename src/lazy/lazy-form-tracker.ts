import type { FormTrackerConfig, SendBeacon } from '../embed/form-tracker';
import { getChunk } from './chunk-registry';
import { loadChunk } from './load-chunk';

/**
 * A form's events reach its tracker in the runtime's calls part (`lazy/calls-chunk.ts`) (`trackFormEvent`, one tracker per
 * config): each waits for that file, already on its way as the form mounts, and is dropped if
 * the file cannot be loaded.
 */
export const lazyFormTracker =
  (doc: Document) =>
  (config: FormTrackerConfig): SendBeacon =>
  (event, formId) =>
    void loadChunk('calls', doc).then(() => getChunk('calls')!.trackFormEvent(config, event, formId), () => undefined);
