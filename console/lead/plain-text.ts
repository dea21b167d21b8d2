/**
 * The text of a piece of HTML from a form's definition (consent texts, checkbox labels): parsed
 * into an inert document and read back as text, so no markup of it ever reaches the console.
 */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A page address worth a link: only http and https (never `javascript:` or `data:`). */
export function httpUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
