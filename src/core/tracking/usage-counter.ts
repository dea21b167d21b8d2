import { withQuery } from './with-query';

/** Path of the usage counter on the forms host (spec 7.5). */
export const USAGE_COUNTER_PATH = '/counters.gif';

/** The render version counted: the definition call the embed uses is `embed/v3`. */
export const RENDER_VERSION = 'v3';

/** The counter key (spec 7.5): app, render version and event name, dot-separated. */
export function usageCounterKey(appName: string, eventName: string): string {
  return `${appName}.${RENDER_VERSION}.${eventName}`;
}

/**
 * One count of `eventName`. The portal and form ids are not part of the key: they let a host
 * that keeps the hits (the reference host does) show a site owner their own forms' counts.
 */
export function usageCounterUrl(input: { formsHost: string; appName: string; eventName: string; portalId: string; formId: string }): string {
  return withQuery(`${input.formsHost}${USAGE_COUNTER_PATH}`, {
    key: usageCounterKey(input.appName, input.eventName),
    count: '1',
    portalId: input.portalId,
    formId: input.formId,
  });
}
