/**
 * The live preview's page script. It runs in a frame the console sandboxes without same-origin
 * access (an opaque origin), after the real embed.js: it renders each definition its parent
 * posts with the embed's preview mode and reports its height. Nothing is ever sent to the host:
 * the embed's test-page mode shows the thank-you without sending, and the page's policy allows no
 * request by script anyway.
 */
import { PREVIEW_MESSAGE, readRenderMessage, type FrameMessage, type PreviewRender } from '../editor/preview/preview-protocol';

interface EmbedGlobal {
  hbspt?: { forms?: { create(options: Record<string, unknown>): unknown } };
}

const TARGET_ID = 'preview';
// Sandboxed, this page's own origin is opaque; `location` still holds the host's URL, which is the console's origin.
const consoleOrigin = window.location.origin;

function tell(message: FrameMessage): void {
  window.parent.postMessage(message, consoleOrigin);
}

/** In the error state, the form is submitted empty: its required fields show their errors (and nothing is sent). */
function showErrorsOf(form: unknown): void {
  if (!(form instanceof HTMLFormElement)) return;
  form.querySelector<HTMLElement>('[type=submit]')?.click();
}

/** How long the page keeps its height for a form being rebuilt that never says it is ready (one the embed cannot read). */
const HOLD_HEIGHT_MS = 1000;
let releaseHeight: ReturnType<typeof setTimeout> | undefined;

/**
 * Each render rebuilds the form, which is empty for a moment: the page keeps its height until
 * the new form is ready, so the console's frame does not shrink and grow again at every keystroke.
 */
function holdHeight(target: HTMLElement): () => void {
  clearTimeout(releaseHeight);
  target.style.setProperty('min-height', `${target.offsetHeight}px`);
  const release = () => {
    clearTimeout(releaseHeight);
    target.style.removeProperty('min-height');
  };
  releaseHeight = setTimeout(release, HOLD_HEIGHT_MS);
  return release;
}

function render({ definition, showErrors }: PreviewRender): void {
  const create = (window as EmbedGlobal).hbspt?.forms?.create;
  const target = document.getElementById(TARGET_ID);
  if (!create || !target) {
    if (target) target.textContent = 'The form embed could not be loaded.';
    return;
  }
  const release = holdHeight(target);
  create({
    target: `#${TARGET_ID}`,
    formData: definition,
    isPreview: true,
    // Submitting shows the thank-you and sends nothing (src/store/submission-actions.ts).
    isTestPage: true,
    // In this page, not in a frame of its own: the preview is a frame already.
    renderFrame: false,
    onFormReady: (form: unknown) => {
      if (!showErrors) return release();
      showErrorsOf(form);
      // The errors render in the embed's next update: the page is let go once they are in.
      requestAnimationFrame(() => requestAnimationFrame(release));
    },
  });
}

/**
 * The form moves the focus to its error summary or thank-you; in the preview that would take it
 * from the field the owner is typing in. Only a frame the owner is using may move its focus.
 */
function keepFocusWithTheOwner(): void {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWhileUsed(this: HTMLElement, options?: FocusOptions) {
    if (document.hasFocus()) focus.call(this, options);
  };
}

/** Links in a previewed form lead nowhere but within the page (the error summary's): the page stays the preview. */
function stayOnThePage(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link && !link.getAttribute('href')?.startsWith('#')) event.preventDefault();
}

/**
 * The sandbox (no `allow-forms`) stops a form's submission before its submit event, so the
 * embed would never hear a click on its button. The click's native submission is cancelled and
 * the submit event the embed listens for is fired instead: it validates and, in test-page mode,
 * shows the thank-you without sending.
 */
function submitWithoutNavigating(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement | HTMLInputElement>('button, input') : null;
  if (!button || button.type !== 'submit' || !button.form) return;
  event.preventDefault();
  button.form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
}

function reportHeight(): void {
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    tell({ type: PREVIEW_MESSAGE.height, height });
  });
  observer.observe(document.documentElement);
}

function start(): void {
  keepFocusWithTheOwner();
  document.addEventListener('click', stayOnThePage, true);
  document.addEventListener('click', submitWithoutNavigating, true);
  window.addEventListener('message', (event) => {
    // Only the console that frames this page may ask for a render.
    if (event.source !== window.parent || event.origin !== consoleOrigin) return;
    const message = readRenderMessage(event.data);
    if (message) render(message);
  });
  reportHeight();
  tell({ type: PREVIEW_MESSAGE.ready });
}

start();
