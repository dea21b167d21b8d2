// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFINITION_LOAD_BUDGET_MS } from '../../src/core/definition-request';
import type { FormHandle, RuntimeForms } from '../../src/loader/handoff';
import { CHUNK_GLOBAL_KEY, type ChunkName } from '../../src/lazy/chunk-registry';
import { FORMS } from '../fixture-ids';
import { FORM_GUID, wireDefinition } from '../store/wire-definition';

const FOLDER = 'https://forms.test/static/';
const RUNTIME = { file: 'embed-runtime-0123456789abcdef.js', integrity: 'sha384-runtime' };
const PORTAL = '123456';
const definitionUrl = (formId: string) => `https://forms.test/embed/v3/form/${PORTAL}/${formId}/json`;
const renderedUrl = (formId: string) => `https://forms.test/embed/v3/form/${PORTAL}/${formId}/rendered`;

type PageGlobal = Window & { hbspt?: { forms?: { create?: (options: unknown) => FormHandle; q?: unknown[] } } };
const page = window as PageGlobal;
const create = (options: unknown) => page.hbspt!.forms!.create!(options);
const runtimeScript = () => document.querySelector<HTMLScriptElement>('script[data-forms-embed-runtime]');
/** The runtime's script, added with the first form's request or once the page is parsed. */
const addedRuntime = () => vi.waitFor(() => runtimeScript() ?? Promise.reject(new Error('no runtime script yet')));

function addEmbedScript(attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.src = `${FOLDER}embed.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

function fakeRuntime(): RuntimeForms & { created: unknown[] } {
  const created: unknown[] = [];
  return {
    created,
    adoptScriptPolicy: vi.fn(),
    create(request, index) {
      created.push(request);
      return { id: `hbspt-form-${index}`, onReady: () => undefined };
    },
    has: () => false,
    unmountDetached: () => undefined,
  };
}

/** The test setup registers the on-demand files as if they had arrived: for this test, `name` has not. */
function withoutChunk(name: ChunkName): void {
  const chunks = (globalThis as unknown as Record<typeof CHUNK_GLOBAL_KEY, Partial<Record<ChunkName, unknown>>>)[CHUNK_GLOBAL_KEY];
  const registered = chunks[name];
  delete chunks[name];
  onTestFinished(() => void (chunks[name] = registered));
}

const fetched = vi.fn(async () => new Response('{"form":{}}'));

let startLoader: typeof import('../../src/loader/start-loader').startLoader;
let fetchDefinition: typeof import('../../src/api/fetch-definition').fetchDefinition;

// Fresh modules for each test: the chunk loader keeps the files it has asked for.
beforeEach(async () => {
  vi.resetModules();
  ({ startLoader } = await import('../../src/loader/start-loader'));
  ({ fetchDefinition } = await import('../../src/api/fetch-definition'));
  vi.stubGlobal('fetch', fetched);
  fetched.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  for (const key of ['__formsEmbedLoader', 'hbspt']) delete (window as unknown as Record<string, unknown>)[key];
  delete (globalThis as Record<string, unknown>).__formsEmbedPrefetched;
  // A fresh root element: the container watchers of earlier tests keep observing the old one.
  const root = document.createElement('html');
  root.append(document.createElement('head'), document.createElement('body'));
  document.replaceChild(root, document.documentElement);
});

describe('startLoader: embed.js', () => {
  it('installs hbspt.forms.create at once, answering a handle with the form id before any runtime', () => {
    addEmbedScript();
    startLoader(window, RUNTIME);
    document.body.innerHTML = '<div id="here"></div>';
    expect(create({ portalId: PORTAL, formId: FORMS.contact, target: '#here' }).id).toBe('hbspt-form-0');
  });

  it('takes the calls a page queued with the two-line stub before embed.js loaded', async () => {
    document.body.innerHTML = '<div id="one"></div><div id="two"></div>';
    page.hbspt = { forms: { q: [{ portalId: PORTAL, formId: FORMS.contact, target: '#one' }, { portalId: PORTAL, formId: FORMS.multiPage, target: '#two' }] } };
    addEmbedScript();
    const loader = startLoader(window, RUNTIME);
    expect(page.hbspt.forms?.q).toBeUndefined();
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    expect(runtime.created).toMatchObject([
      { options: { portalId: PORTAL, formId: FORMS.contact, target: '#one' } },
      { options: { portalId: PORTAL, formId: FORMS.multiPage, target: '#two' } },
    ]);
  });

  it('runs once however many times it is included', async () => {
    addEmbedScript();
    const first = startLoader(window, RUNTIME);
    const installed = page.hbspt?.forms?.create;
    expect(startLoader(window, RUNTIME)).toBe(first);
    expect(page.hbspt?.forms?.create).toBe(installed);
    await addedRuntime();
    expect(document.querySelectorAll('script[data-forms-embed-runtime]')).toHaveLength(1);
  });

  it('requests a container\'s definition at once (with the host\'s markup), and the store\'s first load reads that answer instead of fetching again', async () => {
    fetched.mockImplementationOnce(async () => new Response('{"definition":{"form":{}},"markup":null,"lang":"en","version":1}'));
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    startLoader(window, RUNTIME);
    expect(fetched).toHaveBeenCalledOnce();
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toMatch(new RegExp(`^${renderedUrl(FORMS.contact)}\\?hs_static_app=`));
    expect(await fetchDefinition(definitionUrl(FORMS.contact))).toEqual({ ok: true, value: { form: {} } });
    expect(fetched).toHaveBeenCalledOnce();
    // Handed out once: a later load of the same form asks afresh.
    await fetchDefinition(definitionUrl(FORMS.contact));
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('adds the runtime from its own folder with its nonce, and with integrity only when the page pinned embed.js with it', async () => {
    addEmbedScript({ integrity: 'sha384-loader', crossorigin: 'anonymous' });
    (document.head.querySelector('script') as HTMLScriptElement).nonce = 'n0nce';
    startLoader(window, RUNTIME);
    const script = await addedRuntime();
    expect([script.src, script.async, script.nonce, script.getAttribute('integrity'), script.getAttribute('crossorigin')]).toEqual([
      `${FOLDER}${RUNTIME.file}`,
      true,
      'n0nce',
      RUNTIME.integrity,
      'anonymous',
    ]);
  });

  it('asks for the form stylesheet beside the definition, from its own folder, before the runtime has run', () => {
    withoutChunk('styles');
    addEmbedScript();
    startLoader(window, RUNTIME);
    expect(document.querySelector('script[data-forms-embed-chunk="styles"]')).toBeNull();
    document.body.innerHTML = '<div id="here"></div>';
    create({ portalId: PORTAL, formId: FORMS.contact, target: '#here' });
    expect(document.querySelector<HTMLScriptElement>('script[data-forms-embed-chunk="styles"]')?.src).toBe(`${FOLDER}embed-styles.js`);
  });

  it('adds the runtime without integrity when embed.js was not pinned', async () => {
    addEmbedScript();
    startLoader(window, RUNTIME);
    expect((await addedRuntime()).hasAttribute('integrity')).toBe(false);
  });

  it('shows the load-error panel in each waiting form\'s place when the runtime cannot be loaded, and in later ones', async () => {
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div><div id="later"></div>`;
    startLoader(window, RUNTIME);
    expect(document.querySelector('.hs-form-missing')).toBeNull();
    (await addedRuntime()).dispatchEvent(new Event('error'));
    const panel = document.querySelector('.hs-form-frame #hbspt-form-0 .hs-form-missing');
    expect(panel?.getAttribute('data-render-error')).toBe('DEFINITION_FAILURE');
    expect(panel?.getAttribute('role')).toBe('alert');
    expect(panel?.textContent).toContain('The form could not be loaded because of a system error');
    create({ portalId: PORTAL, formId: FORMS.contact, target: '#later' });
    expect(document.querySelector('#later #hbspt-form-1 .hs-form-missing')).not.toBeNull();
  });

  it('gives the runtime the definition\'s load budget before showing the panel', () => {
    vi.useFakeTimers();
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    startLoader(window, RUNTIME);
    vi.advanceTimersByTime(DEFINITION_LOAD_BUDGET_MS - 1);
    expect(document.querySelector('.hs-form-missing')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.hs-form-missing')).not.toBeNull();
  });

  it('shows the panel when the runtime file ran without handing over its code', async () => {
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    startLoader(window, RUNTIME);
    (await addedRuntime()).dispatchEvent(new Event('load'));
    expect(document.querySelector('.hs-form-missing')).not.toBeNull();
  });

  it('hands its script policy to the runtime first, and removes the panels if the runtime arrives late', async () => {
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    const loader = startLoader(window, RUNTIME);
    (await addedRuntime()).dispatchEvent(new Event('error'));
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    expect(runtime.adoptScriptPolicy).toHaveBeenCalledWith(null);
    expect(document.querySelector('.hs-form-missing')).toBeNull();
    expect(runtime.created).toHaveLength(1);
  });

  it("holds a form's place with the loading placeholder, and tells the runtime of the host's markup on its way, which settles once it is shown or not", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetched.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    const loader = startLoader(window, RUNTIME);
    expect(document.querySelector('.hs-form-frame > #hbspt-form-0[data-placeholder] > .hs-form-loading')).not.toBeNull();
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    const [{ markup }] = runtime.created as [{ markup: Promise<unknown> }];
    let settled = false;
    void markup.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(new Response('{"definition":{"form":{}},"markup":null,"lang":"en","version":1}'));
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(document.querySelector('.hs-form-missing')).toBeNull();
  });

  it("adds the runtime's file at once, after the first form's request, so it is fetched while the host's markup is on its way", () => {
    fetched.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    startLoader(window, RUNTIME);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(runtimeScript()?.src).toBe(`${FOLDER}${RUNTIME.file}`);
  });

  it("adds the runtime's file before a themed form's isolated frame is made, which holds the page's thread for a while", async () => {
    fetched.mockImplementation(() => new Promise<Response>(() => undefined));
    onTestFinished(() => void fetched.mockImplementation(async () => new Response('{"form":{}}')));
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLIFrameElement) added.push('frame');
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-forms-embed-runtime')) added.push('runtime');
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    onTestFinished(() => observer.disconnect());
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    startLoader(window, RUNTIME);
    await vi.waitFor(() => expect(added).toContain('frame'));
    expect(added.slice(0, 2)).toEqual(['runtime', 'frame']);
  });

  it("opens the tab's and the page's storage once, after the first form's request, for the runtime to read the draft from at take-over", () => {
    fetched.mockImplementation(() => new Promise<Response>(() => undefined));
    onTestFinished(() => void fetched.mockImplementation(async () => new Response('{"form":{}}')));
    const opened: string[] = [];
    const sentBefore: number[] = [];
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage) {
      opened.push(this === window.sessionStorage ? 'tab' : 'page');
      sentBefore.push(fetched.mock.calls.length);
      return null;
    });
    onTestFinished(() => void vi.restoreAllMocks());
    addEmbedScript();
    startLoader(window, RUNTIME);
    create({ portalId: PORTAL, formId: FORMS.contact });
    create({ portalId: PORTAL, formId: FORMS.contact });
    expect(opened).toEqual(['tab', 'page']);
    expect(sentBefore).toEqual([1, 1]);
  });

  it('goes on when the page refuses its storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    onTestFinished(() => void vi.restoreAllMocks());
    addEmbedScript();
    startLoader(window, RUNTIME);
    expect(create({ portalId: PORTAL, formId: FORMS.contact }).id).toBe('hbspt-form-0');
    expect(runtimeScript()).not.toBeNull();
  });

  it("runs the runtime's code only once the host's markup on its way has been shown (or not): running React would hold up its first paint", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetched.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    const loader = startLoader(window, RUNTIME);
    const run = vi.fn(() => loader.takeOver(fakeRuntime()));
    loader.runtimeArrived(run);
    // Without markup on its way the runtime runs after the next frame; here not before the answer.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(run).not.toHaveBeenCalled();
    answer(new Response('{"definition":{"form":{}},"markup":null,"lang":"en","version":1}'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.hs-form-missing')).toBeNull();
  });

  it("runs the runtime's code only once the markup of the page's own create calls, made while it is parsed, has been shown", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetched.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    addEmbedScript();
    document.body.innerHTML = '<div id="here"></div>';
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = startLoader(window, RUNTIME);
    const run = vi.fn(() => loader.takeOver(fakeRuntime()));
    loader.runtimeArrived(run);
    // The page's inline call after the embed script, then the end of parsing.
    create({ portalId: PORTAL, formId: FORMS.contact, target: '#here' });
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(run).not.toHaveBeenCalled();
    answer(new Response('{"definition":{"form":{}},"markup":null,"lang":"en","version":1}'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('settles the markup it tells the runtime of once that markup is painted, not before', async () => {
    const frameCallbacks: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback));
    const markup = `<form id="hsForm_${FORM_GUID}_0" class="hs-form" data-instance-id="0"><input name="email"></form>`;
    fetched.mockImplementationOnce(async () => new Response(JSON.stringify({ definition: wireDefinition({ groups: [] }), markup, lang: 'en', dir: 'ltr', title: 'Form' })));
    addEmbedScript();
    document.body.innerHTML = '<div id="here"></div>';
    const loader = startLoader(window, RUNTIME);
    create({ portalId: PORTAL, formId: FORMS.contact, target: '#here', renderFrame: false });
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    const [{ markup: shown }] = runtime.created as [{ markup: Promise<unknown> }];
    const settledYet = () => Promise.race([shown.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
    await vi.waitFor(() => expect(frameCallbacks.length).toBeGreaterThan(0));
    expect(document.querySelector('#here form.hs-form input[name=email]')).not.toBeNull();
    expect(await settledYet()).toBe(false);
    for (const callback of frameCallbacks.splice(0)) callback(performance.now());
    expect(await settledYet()).toBe(true);
  });

  it("runs the runtime's code in a frame the browser paints nothing of (its frame callbacks never run), after a short wait", async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    addEmbedScript();
    const loader = startLoader(window, RUNTIME);
    const run = vi.fn(() => loader.takeOver(fakeRuntime()));
    loader.runtimeArrived(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it("shows the panel when the runtime's code ran without taking over", async () => {
    addEmbedScript();
    document.body.innerHTML = `<div class="hs-form-frame" data-portal-id="${PORTAL}" data-form-id="${FORMS.contact}"></div>`;
    const loader = startLoader(window, RUNTIME);
    loader.runtimeArrived(() => undefined);
    await vi.waitFor(() => expect(document.querySelector('.hs-form-missing')).not.toBeNull());
  });

  it('gives a create call without a target a container right after the calling script', async () => {
    addEmbedScript();
    const loader = startLoader(window, RUNTIME);
    const inline = document.createElement('script');
    document.body.appendChild(inline);
    Object.defineProperty(document, 'currentScript', { value: inline, configurable: true });
    try {
      create({ portalId: PORTAL, formId: FORMS.contact });
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    const [{ options }] = runtime.created as [{ options: { target: Element } }];
    expect(options.target).toBe(inline.nextElementSibling);
  });

  it('passes a create call without a target made outside any script (a click handler) on as it came', () => {
    addEmbedScript();
    const loader = startLoader(window, RUNTIME);
    create({ portalId: PORTAL, formId: FORMS.contact });
    const runtime = fakeRuntime();
    loader.takeOver(runtime);
    expect(runtime.created).toEqual([{ options: { portalId: PORTAL, formId: FORMS.contact } }]);
  });
});
