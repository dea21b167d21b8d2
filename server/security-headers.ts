import type { ServerResponse } from 'node:http';

/**
 * Headers every answer of the host carries. `nosniff`: a browser takes each file as the type it
 * is sent as, never guesses script from a JSON or text answer. The referrer policy keeps full
 * URLs of the demo pages (query strings included) from leaving their origin. No frame rule:
 * the hidden-frame submission answers in a frame of the site owner's page, on another origin.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}
