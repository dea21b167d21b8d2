/**
 * Where `embed.js` came from. A self-hosted embed talks only to that origin; a script tag may
 * instead name a base domain (`data-forms-base-domain`) to derive regional hosts from.
 * Read once at boot, while `document.currentScript` is still this script.
 */
export interface ScriptSource {
  origin: string;
  /** The folder `embed.js` was served from, where its on-demand files live. */
  folderUrl: string;
  baseDomain: string | undefined;
  /** The script's CSP nonce (read through the property: browsers hide the attribute). */
  nonce: string;
  /** The page pinned this build with Subresource Integrity: the files it adds are checked too. */
  pinnedWithIntegrity?: boolean;
}

export function readScriptSource(doc: Document, fallbackOrigin: string): ScriptSource {
  const current = doc.currentScript as HTMLScriptElement | null;
  const script =
    current?.src ? current : Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => /\/embed(\.min)?\.js(\?|#|$)/.test(s.src));
  let origin = fallbackOrigin;
  let folderUrl = `${fallbackOrigin}/`;
  if (script?.src) {
    try {
      const url = new URL(script.src, fallbackOrigin);
      origin = url.origin;
      folderUrl = new URL('.', url).href;
    } catch {
      // Keep the page's origin.
    }
  }
  return {
    origin,
    folderUrl,
    baseDomain: script?.dataset.formsBaseDomain || undefined,
    nonce: script?.nonce ?? '',
    pinnedWithIntegrity: Boolean(script?.getAttribute('integrity')),
  };
}
