import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Types an upload is served as when it was sent as one: a browser shows them without running
 * anything. Everything else (HTML, SVG, scripts, unknown) goes out as bytes to save.
 */
export const INLINE_SAFE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

const OCTET_STREAM = 'application/octet-stream';

/** The type to serve an upload as: its own type when it is a safe one (parameters dropped), else bytes. */
export function servedContentType(storedType: string): string {
  const essence = storedType.split(';')[0]!.trim().toLowerCase();
  return INLINE_SAFE_TYPES.has(essence) ? essence : OCTET_STREAM;
}

/** RFC 5987 `ext-value` characters: everything else is percent-encoded (as UTF-8). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain ASCII name for clients without `filename*`: quotes, backslashes, controls and non-ASCII become '_'. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** `Content-Disposition` of a download: always an attachment, the visitor's file name kept in UTF-8. */
export function attachmentDisposition(fileName: string): string {
  // A name a browser gave may hold anything; line breaks and the like must never reach the header.
  const name = fileName.replace(/[\x00-\x1f\x7f]/g, '') || 'file';
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * Headers of an upload served to its owner: saved, never shown in the host's origin as a page
 * (`sandbox`), never sniffed into another type, never kept by a cache.
 */
export function downloadHeaders(file: { name: string; contentType: string }, byteLength: number): OutgoingHttpHeaders {
  return {
    'Content-Type': servedContentType(file.contentType),
    'Content-Disposition': attachmentDisposition(file.name),
    'Content-Length': byteLength,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'no-store',
  };
}
