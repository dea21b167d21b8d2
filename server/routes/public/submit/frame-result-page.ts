import { randomBytes } from 'node:crypto';
import type { FrameResultWire } from '../../../../src/core/submission/submit-wire.js';

/**
 * The embedding page's origin as sent with a native post, when it is one an answer may be posted
 * to: an http(s) origin and nothing more (no path, query, credentials or '*').
 */
export function postableOrigin(sent: string | undefined): string | undefined {
  if (sent === undefined) return undefined;
  try {
    const url = new URL(sent);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === sent ? sent : undefined;
  } catch {
    return undefined;
  }
}

/** JSON safe inside a `<script>`: no '<', '>' or '&' to end it, no U+2028/2029 line breaks. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page a native post into the hidden frame loads (spec section 4 "Submission"): its one
 * script posts the result to the embedding page, to that exact origin only. Without a postable
 * origin it has no script: nobody is told.
 */
export function frameResultPage(result: FrameResultWire, targetOrigin: string | undefined, nonce: string): string {
  const script =
    targetOrigin === undefined ? '' : `<script nonce="${nonce}">parent.postMessage(${scriptJson(result)}, ${scriptJson(targetOrigin)});</script>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Form submission</title></head><body>${script}</body></html>`;
}

/** The answer page and the headers it goes with. */
export interface FrameResultAnswer {
  headers: Readonly<Record<string, string>>;
  html: string;
}

/**
 * The answer page with its headers: only its own script may run and nothing else loads. It stays
 * frameable by any page (an embedding page may itself be framed); the exact target origin is
 * what keeps the result to the embedding page.
 */
export function frameResultAnswer(result: FrameResultWire, targetOrigin: string | undefined): FrameResultAnswer {
  const nonce = randomBytes(16).toString('base64');
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
    },
    html: frameResultPage(result, targetOrigin, nonce),
  };
}
