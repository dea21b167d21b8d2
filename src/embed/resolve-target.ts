/** Finds the element a form goes into; undefined (with the reason) when there is none. */
export function resolveTarget(doc: Document, target: string | Element | undefined): Element | undefined {
  if (target === undefined) return undefined;
  if (typeof target !== 'string') return target.isConnected ? target : undefined;
  try {
    return doc.querySelector(target) ?? undefined;
  } catch {
    console.warn(`[forms-embed] target "${target}" is not a valid CSS selector`);
    return undefined;
  }
}

/**
 * Without a target, the copy-paste embed code (an inline `<script>` calling create) gets its
 * form right after that script, as the replaced embed did.
 */
export function containerAfterCurrentScript(doc: Document): Element | undefined {
  const script = doc.currentScript;
  if (!script || !script.parentNode) return undefined;
  const container = doc.createElement('div');
  script.parentNode.insertBefore(container, script.nextSibling);
  return container;
}
