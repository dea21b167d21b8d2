// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/core/form-definition';
import { DEVICE_ID_STORAGE_KEY } from '../../src/core/tracking/device-id';
import { createFormTracker, type FormTrackerConfig } from '../../src/embed/form-tracker';

const HOSTS = { forms: 'https://forms.example.com', submissions: 'https://forms.example.com', staticFiles: 'https://forms.example.com', api: 'https://api.example.com', app: 'https://app.example.com', fonts: 'https://fonts.example.com' };
const GUID = 'a1b2c3d4-0001-4000-8000-000000000001';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function tracker(form: HTMLFormElement | null = null) {
  const sent: URL[] = [];
  const config: FormTrackerConfig = { win: window, hosts: HOSTS, portalId: '123', pageUrl: 'https://site.example/p?email=x', formElement: () => form };
  const track = createFormTracker(config, (url) => sent.push(new URL(url)));
  const paths = () => sent.map((url) => url.pathname);
  const counted = () => sent.filter((url) => url.pathname === '/counters.gif').map((url) => url.searchParams.get('key'));
  return { track, sent, paths, counted };
}

describe('createFormTracker', () => {
  it('counts every analytic event, each under its own key with the form', () => {
    const { track, sent, counted } = tracker();
    track({ type: 'definitionFetchSuccess', definition: { guid: GUID } as FormDefinition, fromFallback: false }, GUID);
    track({ type: 'definitionFetchSuccess', definition: { guid: GUID } as FormDefinition, fromFallback: true }, GUID);
    track({ type: 'analytic', name: 'RESUBSCRIBE_SHOWN' }, GUID);
    track({ type: 'submitted', response: { conversionId: 'c' }, values: [] } as never, GUID);
    expect(counted()).toEqual([
      'forms-embed.v3.DEFINITION_SUCCESS',
      'forms-embed.v3.FALLBACK_DEFINITION_SUCCESS',
      'forms-embed.v3.RESUBSCRIBE_SHOWN',
      'forms-embed.v3.SUBMISSION_SUCCESS',
    ]);
    expect(sent[0]?.searchParams.get('formId')).toBe(GUID);
    expect(sent[0]?.searchParams.get('portalId')).toBe('123');
  });

  it.each(['SUBMISSION_FAILURE', 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS'] as const)('counts the form error %s', (name) => {
    const { track, counted } = tracker();
    track({ type: 'formError', name, code: 'SERVER_ERROR' }, GUID);
    expect(counted()).toEqual([`forms-embed.v3.${name}`]);
  });

  it('counts and reports a render error that is not an expected failure, without the page query', () => {
    const { track, sent } = tracker();
    track({ type: 'renderError', error: { code: 'UNKNOWN_RENDER_ERROR', message: 'boom' } }, GUID);
    expect(sent.map((url) => url.pathname)).toEqual(['/counters.gif', '/error-reports/v1/beacon.gif']);
    expect(sent[0]?.searchParams.get('key')).toBe('forms-embed.v3.UNKNOWN_RENDER_ERROR');
    expect(Object.fromEntries(sent[1]!.searchParams)).toMatchObject({
      code: 'UNKNOWN_RENDER_ERROR',
      message: 'boom',
      portalId: '123',
      formId: GUID,
      pageUrl: 'https://site.example/p',
    });
  });

  it('neither counts nor reports a network, timeout or rate-limit render error', () => {
    const { track, sent } = tracker();
    track({ type: 'renderError', error: { code: 'DEFINITION_FAILURE', message: 'Network error: Failed to fetch' } }, GUID);
    track({ type: 'renderError', error: { code: 'RATE_LIMIT_EXCEEDED', message: 'HTTP 429' } }, GUID);
    // A counted event after them proves the tracker is listening.
    track({ type: 'analytic', name: 'RESUBSCRIBE_CLICKED' }, GUID);
    expect(sent.map((url) => url.searchParams.get('key'))).toEqual(['forms-embed.v3.RESUBSCRIBE_CLICKED']);
  });

  it('sends the view pixel and RENDER_SUCCESS when the form is ready, the click pixel on the first submit only', () => {
    const { track, sent, paths } = tracker();
    track({ type: 'view' }, GUID);
    track({ type: 'formError', name: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' }, GUID);
    track({ type: 'click' }, GUID);
    track({ type: 'view' }, GUID);
    const pixels = sent.filter((url) => url.pathname === '/tracking/v1/pixel.gif').map((url) => Object.fromEntries(url.searchParams));
    expect(pixels).toEqual([
      { event: 'view', portalId: '123', formId: GUID },
      { event: 'click', portalId: '123', formId: GUID },
    ]);
    expect(paths().filter((path) => path === '/counters.gif')).toHaveLength(3);
  });

  it('sends the branding link through click tracking with a kept device id, and records its showing once', () => {
    const form = document.createElement('form');
    form.innerHTML = '<div class="hs-form-branding"><a class="hs-form-branding-link" href="https://forms.example.com/">Create your own free form</a></div>';
    document.body.append(form);
    const { track, sent } = tracker(form);
    track({ type: 'view' }, GUID);
    track({ type: 'view' }, GUID);
    const device = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(device).toBeTruthy();
    const href = new URL(form.querySelector('a')!.href);
    expect(href.origin + href.pathname).toBe('https://api.example.com/viral-links/v1/click-tracking');
    expect(Object.fromEntries(href.searchParams)).toEqual({ u: 'https://forms.example.com/', deviceId: device, viralLinkType: 'form', hubId: '123' });
    const shown = sent.filter((url) => url.pathname === '/viral-links/v1/tracking');
    expect(shown.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ viralLinkType: 'form', deviceId: device, hubId: '123' }]);
  });

  it('records no viral link for a form without the branding link (a paid plan)', () => {
    const form = document.createElement('form');
    const { track, paths } = tracker(form);
    track({ type: 'view' }, GUID);
    expect(paths()).toEqual(['/counters.gif', '/tracking/v1/pixel.gif']);
  });

  it('never throws into the page when sending fails', () => {
    const config: FormTrackerConfig = { win: window, hosts: HOSTS, portalId: '123', pageUrl: '', formElement: () => null };
    const warn = console.warn;
    console.warn = () => undefined;
    const track = createFormTracker(config, () => {
      throw new Error('blocked');
    });
    expect(() => track({ type: 'view' }, GUID)).not.toThrow();
    console.warn = warn;
  });
});
