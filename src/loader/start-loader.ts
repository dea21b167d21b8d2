import { isRecord } from '../core/definition/wire-reader';
import { DEFINITION_LOAD_BUDGET_MS } from '../core/definition-request';
import { createInstanceKeys } from '../embed/instance-keys';
import { containerAfterCurrentScript } from '../embed/resolve-target';
import { readScriptSource, type ScriptSource } from '../embed/script-origin';
import { mountContainersAbove, watchContainers } from '../embed/watch-containers';
import { loadChunk, setChunkBaseUrl } from '../lazy/load-chunk';
import { afterNextPaintOrWait } from '../ui/after-next-paint';
import { embedPolicyIn, trustedScriptUrl } from '../ui/html/trusted-types';
import { createFormQueue } from './form-queue';
import { formWrapperId } from './form-wrapper';
import { leaveLoaderHandoff, readLoaderHandoff, type FormHandle, type FormRequest, type LoaderHandoff } from './handoff';
import { showLoadErrorPanel } from './load-error-panel';
import { showPlaceholder } from './loading-placeholder';
import { insertPrerendered, type ShownMarkup } from './insert-prerendered';
import { openStorage } from './open-storage';
import { PLACEHOLDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered-attributes';
import { prefetchDefinition, type PrefetchedForm } from './prefetch-definition';
import { targetOf } from './request-target';

interface FormsGlobal {
  hbspt?: { forms?: { create?: (options: unknown) => FormHandle | void; q?: unknown; [key: string]: unknown }; [key: string]: unknown };
}

/** The runtime file to add, or none when the runtime is bundled with the loader (`src/index.ts`). */
export interface RuntimeScript {
  file: string;
  /** Its Subresource Integrity hash, used when the page pinned embed.js with one. */
  integrity: string;
}

/** Resolves after the browser has painted its next frame, or soon where it paints nothing (`afterNextPaintOrWait`). */
const nextPaint = (win: Window): Promise<void> => new Promise((resolve) => afterNextPaintOrWait(resolve, win));

/** Without a target, the copy-paste embed code gets its form right after its own inline script: found now, while that script runs. */
function withTargetResolved(doc: Document, options: unknown): unknown {
  if (!isRecord(options) || (options.target !== undefined && options.target !== null && options.target !== '')) return options;
  const container = containerAfterCurrentScript(doc);
  return container ? { ...options, target: container } : options;
}

/** The runtime's integrity, when the page pinned embed.js with one. */
function pinTo(element: HTMLElement, script: ScriptSource, runtime: RuntimeScript): void {
  if (!script.pinnedWithIntegrity || !runtime.integrity) return;
  element.setAttribute('integrity', runtime.integrity);
  element.setAttribute('crossorigin', 'anonymous');
}

function addRuntimeScript(win: Window, script: ScriptSource, runtime: RuntimeScript, failed: () => void, loaded: () => void): void {
  const doc = win.document;
  const element = doc.createElement('script');
  element.src = trustedScriptUrl(win, `${script.folderUrl}${runtime.file}`);
  element.async = true;
  element.nonce = script.nonce;
  pinTo(element, script, runtime);
  element.setAttribute('data-forms-embed-runtime', '');
  element.addEventListener('error', failed, { once: true });
  element.addEventListener('load', loaded, { once: true });
  (doc.head ?? doc.documentElement).appendChild(element);
}

/**
 * embed.js: runs once per page however many times it is included. Installs
 * `hbspt.forms.create` at once (taking the calls a page queued before it loaded), finds the
 * page's containers, starts each form's definition request (with the host's markup, shown in the
 * form's placeholder as soon as it and the stylesheet are in) and beside it the runtime, whose
 * code it runs once that markup is painted: it takes the forms over. If the runtime cannot be had within the definition's load
 * budget, a form shown from markup says it cannot be sent yet and any other shows the load-error panel.
 */
export function startLoader(win: Window, runtime: RuntimeScript | undefined): LoaderHandoff {
  const existing = readLoaderHandoff(win);
  if (existing) return existing;
  const doc = win.document;
  const script = readScriptSource(doc, win.location.origin);
  const queue = createFormQueue();
  /** What giving up on the runtime showed, undone should it arrive after all. */
  const undoWhenTakenOver: (() => void)[] = [];
  const shownMarkup = new Map<number, ShownMarkup>();
  let takenOver = false;
  let gaveUp = false;
  let giveUpTimer: ReturnType<typeof setTimeout> | undefined;

  // The runtime claims the same keys in the same order (embed/instance-keys.ts).
  const instanceKeys = createInstanceKeys();
  const showPrerendered = (request: FormRequest, index: number, { context, surface, rendered }: PrefetchedForm) => {
    const instanceKey = instanceKeys.claim(context.formId, context.formInstanceId, index);
    const target = targetOf(doc, request);
    if (!rendered || !target) return;
    const { isCmsModule, isShareablePage } = surface(target);
    // A CMS module's form has no branding link: not the host's markup.
    if (isCmsModule) return;
    const placement = { renderFrame: context.renderFrame, isInsideFrame: context.isInsideFrame, pageId: context.pageId, isShareablePage };
    const wrapper = showPlaceholder(doc, target, index);
    if (!wrapper) return;
    // Until the runtime renders into the wrapper itself (it waits for this) or is given up on.
    const waiting = () => !gaveUp && wrapper.hasAttribute(PLACEHOLDER_ATTRIBUTE);
    // Settled once the markup shown is painted: the runtime waits for it.
    request.markup = insertPrerendered({ wrapper, instanceKey, placement, waiting }, rendered).then(async (markup) => {
      if (!markup) return;
      shownMarkup.set(index, markup);
      await nextPaint(win);
    });
  };
  // A form that cannot work is not left looking as if it could: the markup shown stays, with what
  // the visitor typed, but cannot be sent and says so; a form not shown yet gets the load-error panel.
  const showPanel = (request: FormRequest, index: number) => {
    const markup = shownMarkup.get(index);
    if (markup?.wrapper.isConnected && markup.wrapper.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      undoWhenTakenOver.push(markup.keepUnfinished());
      return;
    }
    // Its placeholder makes way for the panel.
    doc.querySelector(`#${formWrapperId(index)}[${PLACEHOLDER_ATTRIBUTE}]`)?.remove();
    const panel = showLoadErrorPanel(doc, request, index);
    if (panel) undoWhenTakenOver.push(() => panel.remove());
  };
  const giveUp = () => {
    if (gaveUp || takenOver) return;
    gaveUp = true;
    clearTimeout(giveUpTimer);
    for (const { request, index } of queue.waiting()) showPanel(request, index);
  };
  // Each form's first moment: its definition (with the host's markup where it can be used) and stylesheet are asked for.
  const ask = (request: FormRequest): FormHandle => {
    const prefetched = queue.takenOver() ? undefined : prefetchDefinition(win, request, script);
    // The form's stylesheet, which its first paint waits for: asked for beside the definition.
    if (prefetched && runtime) loadChunk('styles', doc).catch(() => undefined);
    const handle = queue.add(request);
    const waiting = queue.waiting();
    // Before the markup's place is made: making a themed form's isolated frame there took 30-50
    // ms of a visitor's browser, which held the runtime's request back as long.
    addRuntime();
    if (prefetched && runtime) showPrerendered(request, waiting[waiting.length - 1]!.index, prefetched);
    if (!storageOpened) {
      storageOpened = true;
      openStorage(win);
    }
    // Asked for after the runtime was given up on: the panel at once.
    if (gaveUp && waiting.length > 0) showPanel(request, waiting[waiting.length - 1]!.index);
    return handle;
  };
  const create = (options: unknown): FormHandle => ask({ options: withTargetResolved(doc, options) });
  const mountContainer = (container: HTMLElement) => void ask({ container });

  // The runtime's file is added with the first form's request (after it, so the host's markup is
  // asked for first), or once the page is parsed: it is fetched and compiled while the markup is
  // on its way, but its code runs only once the markup asked for by then is painted (below).
  let runtimeAdded = false;
  let storageOpened = false;
  const addRuntime = () => {
    if (!runtime || runtimeAdded) return;
    runtimeAdded = true;
    addRuntimeScript(win, script, runtime, giveUp, () => {
      // The file ran without handing over its start (not the runtime).
      if (!runtimeStart && !takenOver) giveUp();
    });
  };
  let runtimeStart: (() => void) | undefined;
  let markupPainted = false;
  const startRuntimeWhenDue = () => {
    const start = runtimeStart;
    // A page that dropped this loader (the page global is another's now) runs no runtime of its.
    if (!start || !markupPainted || takenOver || readLoaderHandoff(win) !== handoff) return;
    runtimeStart = undefined;
    try {
      start();
    } finally {
      // The file ran without taking over (not the runtime, or it failed as it started).
      if (!takenOver) giveUp();
    }
  };
  const handoff: LoaderHandoff = {
    script,
    runtimeArrived(start) {
      runtimeStart = start;
      startRuntimeWhenDue();
    },
    takeOver(forms) {
      if (takenOver) return;
      takenOver = true;
      clearTimeout(giveUpTimer);
      for (const undo of undoWhenTakenOver.splice(0)) undo();
      forms.adoptScriptPolicy(embedPolicyIn(win));
      queue.takeOver(forms);
    },
  };
  leaveLoaderHandoff(win, handoff);

  const global = win as Window & FormsGlobal;
  global.hbspt = global.hbspt ?? {};
  const forms = (global.hbspt.forms = global.hbspt.forms ?? {});
  const queued = forms.q;
  forms.create = create;
  delete forms.q;

  if (runtime) {
    setChunkBaseUrl(script.folderUrl, script.nonce);
    giveUpTimer = setTimeout(giveUp, DEFINITION_LOAD_BUDGET_MS);
  }
  if (Array.isArray(queued)) for (const options of queued) create(options);

  // The runtime's code runs once the markup asked for by then is painted (each form's
  // `request.markup` settles after its paint, above): running React
  // and taking the forms over (some 100 ms on a phone) would hold up the form's first paint. By
  // then means once the page is parsed, so a page's own `create` calls after this script count.
  // (Running it on arrival delayed the markup by 50-80 ms at 200 fields; a `prefetch` hint instead
  // of the script is refused by a page whose CSP has `default-src` but names the forms host only
  // in `script-src`.)
  const startRuntimeAfterMarkup = () => {
    const markup = queue.waiting().map(({ request }) => request.markup);
    void Promise.allSettled(markup).then(() => {
      markupPainted = true;
      startRuntimeWhenDue();
    });
  };
  const start = () => {
    watchContainers(doc, queue, mountContainer);
    addRuntime();
    if (runtime) startRuntimeAfterMarkup();
  };
  if (doc.readyState === 'loading') {
    mountContainersAbove(doc, mountContainer);
    doc.addEventListener('DOMContentLoaded', start, { once: true });
  } else start();
  return handoff;
}
