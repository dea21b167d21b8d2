/** The forms on the page, as far as watching containers needs them. */
export interface ContainerForms {
  /** A form is mounted (or waiting to be) in this element. */
  has(target: Element): boolean;
  /** Unmounts every form whose target has left the document. */
  unmountDetached(): void;
}

/** Embed containers: `<div class="hs-form-frame" data-portal-id=".." data-form-id="..">`. */
export const CONTAINER_SELECTOR = '.hs-form-frame[data-portal-id][data-form-id]';

/** `Node.DOCUMENT_POSITION_FOLLOWING`, as a number: embed.js is paid for in bytes. */
const SCRIPT_FOLLOWS = 4;

/** A form's wrapper, which the embed renders into: what is added inside it is the embed's own. */
const FORM_WRAPPER = '.hbspt-form';

/**
 * While the page is still parsing, mounts the containers that come before this script: they are
 * complete, so their definitions need not wait for the rest of the page (watchContainers takes
 * the others once it has parsed).
 */
export function mountContainersAbove(doc: Document, mount: (container: HTMLElement) => void): void {
  const script = doc.currentScript;
  if (!script) return;
  for (const container of doc.querySelectorAll<HTMLElement>(CONTAINER_SELECTOR)) {
    if (container.compareDocumentPosition(script) & SCRIPT_FOLLOWS) mount(container);
  }
}

/**
 * Mounts every container on the page now and every one added later (single-page apps), and
 * unmounts a form whose container (or `create` target) leaves the page.
 */
export function watchContainers(doc: Document, forms: ContainerForms, mount: (container: HTMLElement) => void): () => void {
  const mountWithin = (root: ParentNode) => {
    const found: Element[] = [];
    if (root instanceof Element && root.matches(CONTAINER_SELECTOR)) found.push(root);
    found.push(...root.querySelectorAll(CONTAINER_SELECTOR));
    for (const container of found) {
      if (!forms.has(container) && container instanceof HTMLElement) mount(container);
    }
  };

  mountWithin(doc);
  const observer = new MutationObserver((mutations) => {
    let removed = false;
    // Our own rendering adds nodes inside `.hbspt-form`; only the page's own additions matter.
    // Asked once for a run of records of one parent: a phone field adds its 243 countries to its
    // select, a record each; for the 5,346 options of 22 such fields, asking each option took the
    // callback 13-17 ms in Chromium, asking each parent 3-7.
    let parent: Node | undefined;
    let insideForm = false;
    for (const mutation of mutations) {
      if (mutation.removedNodes.length > 0) removed = true;
      if (mutation.target !== parent) {
        // An element: only children are watched, under the document's element.
        parent = mutation.target;
        insideForm = !!(parent as Element).closest(FORM_WRAPPER);
      }
      if (insideForm) continue;
      for (const node of mutation.addedNodes) {
        if (node instanceof Element && !node.closest(FORM_WRAPPER)) mountWithin(node);
      }
    }
    if (removed) forms.unmountDetached();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
