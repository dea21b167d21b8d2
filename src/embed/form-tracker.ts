import { APP_NAME, APP_VERSION } from '../api/app-version';
import { sendImageBeacon } from '../api/send-image-beacon';
import type { FormsHosts } from '../core/hosts';
import type { RenderError } from '../core/render-errors';
import { isCountedRenderError } from '../core/tracking/counted-render-error';
import { deviceId } from '../core/tracking/device-id';
import { errorReportUrl } from '../core/tracking/error-report';
import { trackingPixelUrl, type PixelEvent } from '../core/tracking/tracking-pixel';
import { usageCounterUrl } from '../core/tracking/usage-counter';
import { FORM_VIRAL_LINK_TYPE, viralClickTrackingUrl, viralTrackingUrl, type ViralLink } from '../core/tracking/viral-links';
import type { FormEvent } from '../store/form-events';
import { analyticEventName } from './analytic-event-name';
import { newId, pageStorage } from './page-services';

/** A store event, or the visitor's submit with valid values about to be sent. */
export type TrackedEvent = FormEvent | { type: 'click' };

/** Tracks one event of the form whose guid (or, before the definition, given id) is `formId`. */
export type SendBeacon = (event: TrackedEvent, formId: string) => void;

/** What one mounted form's tracker needs to know of it (see `mountForm`). */
export interface FormTrackerConfig {
  win: Window;
  hosts: FormsHosts;
  portalId: string;
  pageUrl: string;
  /** The form's `<form>` element once rendered (in the page or in its frame). */
  formElement(): HTMLFormElement | null;
}

/** The free-plan branding link `src/ui/Form.tsx` renders. */
const BRANDING_LINK_SELECTOR = 'a.hs-form-branding-link';

/**
 * One form's usage counts (7.5), tracking pixel (7.9), error reports (7.12) and viral link
 * (7.13): the form hands it every event.
 * The view pixel goes when the form is first ready; the click pixel with the visitor's first
 * submit, whether its values pass or not. Nothing here throws into the page.
 */
export function createFormTracker(config: FormTrackerConfig, send: (url: string) => void = sendImageBeacon): SendBeacon {
  const sentPixels = new Set<PixelEvent>();
  const { hosts, portalId } = config;
  const formsHost = hosts.forms;

  const count = (eventName: string, formId: string) => send(usageCounterUrl({ formsHost, appName: APP_NAME, eventName, portalId, formId }));

  const pixel = (event: PixelEvent, formId: string) => {
    if (sentPixels.has(event)) return;
    sentPixels.add(event);
    send(trackingPixelUrl({ formsHost, event, portalId, formId }));
  };

  /** Expected failures (network, bot, rate limit, ...) are neither counted nor reported. */
  const renderError = (error: RenderError, formId: string) => {
    if (!isCountedRenderError(error)) return;
    count(error.code, formId);
    send(errorReportUrl({ formsHost, error, portalId, formId, embedVersion: APP_VERSION, pageUrl: config.pageUrl }));
  };

  /** The branding link, once shown, goes through click tracking; its showing is recorded. */
  const trackViralLink = () => {
    const link = config.formElement()?.querySelector<HTMLAnchorElement>(BRANDING_LINK_SELECTOR);
    if (!link) return;
    const viral: ViralLink = {
      apiHost: hosts.api,
      viralLinkType: FORM_VIRAL_LINK_TYPE,
      deviceId: deviceId(pageStorage(config.win), () => newId(config.win)),
      portalId,
    };
    link.href = viralClickTrackingUrl(viral, link.href);
    send(viralTrackingUrl(viral));
  };

  const track = (event: TrackedEvent, formId: string) => {
    if (event.type === 'click') return pixel('click', formId);
    const analyticName = analyticEventName(event);
    if (analyticName) count(analyticName, formId);
    if (event.type === 'formError') {
      count(event.name, formId);
      if (event.name === 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS') pixel('click', formId);
    }
    if (event.type === 'renderError') renderError(event.error, formId);
    if (event.type === 'view' && !sentPixels.has('view')) {
      pixel('view', formId);
      trackViralLink();
    }
  };

  return (event, formId) => {
    try {
      track(event, formId);
    } catch (error) {
      console.warn('[forms-embed] a tracking beacon was not sent', error);
    }
  };
}
