import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { DeliveryOutcome } from '../outbox/outbox-types.js';
import { guardedLookup, refusal, RefusedAddressError } from './guarded-lookup.js';
import { refusedAddressReason } from './private-addresses.js';
import type { WebhookHeaders } from './webhook-signature.js';

/** Bytes of the receiver's answer kept in the delivery log. */
export const RESPONSE_SNIPPET_BYTES = 200;
/** How long one attempt may take, answer included. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

export interface SendWebhookOptions {
  /** WEBHOOK_ALLOW_PRIVATE: connect to private and loopback addresses too (tests, local use). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

// No keep-alive: each attempt resolves (and checks) the address anew.
const guardedAgents = { http: new http.Agent({ lookup: guardedLookup }), https: new https.Agent({ lookup: guardedLookup }) };
const openAgents = { http: new http.Agent(), https: new https.Agent() };

/** `Retry-After` in ms: seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * POSTs one signed delivery and says how it ended: 2xx delivered; 410 gives up and disables the
 * endpoint; a refused address gives up; anything else (other statuses, redirects, which are never
 * followed, network errors, the timeout) is retried. Never throws.
 */
export function sendWebhook(url: string, headers: WebhookHeaders, body: string, signal: AbortSignal, options: SendWebhookOptions): Promise<DeliveryOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<DeliveryOutcome>((resolve) => {
    const failed = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      resolve(
        error instanceof RefusedAddressError
          ? { kind: 'give-up', status: null, durationMs: elapsed(), responseSnippet: '', error: message, disableEndpoint: false }
          : { kind: 'retry', status: null, durationMs: elapsed(), responseSnippet: '', error: message },
      );
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return failed(new RefusedAddressError(`the endpoint URL ${url} cannot be read`));
    }
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return failed(new RefusedAddressError(`the endpoint URL ${url} is not http(s)`));
    // An IP literal is connected to without a lookup: checked here instead.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(literal) !== 0) {
      const reason = refusedAddressReason(literal);
      if (reason !== null) return failed(refusal(literal, literal, reason));
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    const request = (secure ? https : http).request(target, {
      method: 'POST',
      agent: (options.allowPrivate ? openAgents : guardedAgents)[secure ? 'https' : 'http'],
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'forms-host-webhooks/1' },
      signal: AbortSignal.any([signal, timeout]),
    });
    request.on('error', (error) => failed(timeout.aborted ? new Error(`no answer within ${options.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms`) : error));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const finish = () => {
        const status = response.statusCode ?? 0;
        const responseSnippet = Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8');
        const common = { status, durationMs: elapsed(), responseSnippet };
        if (status >= 200 && status < 300) return resolve({ kind: 'delivered', ...common });
        if (status === 410) return resolve({ kind: 'give-up', ...common, error: 'the endpoint answered 410 Gone', disableEndpoint: true });
        const header = response.headers['retry-after'];
        // A Retry-After date is the receiver's wall clock.
        const wait = retryAfterMs(Array.isArray(header) ? header[0] : header, Date.now());
        resolve({ kind: 'retry', ...common, error: `the endpoint answered ${status}`, ...(wait === undefined ? {} : { retryAfterMs: wait }) });
      };
      response.on('data', (chunk: Buffer) => {
        if (kept < RESPONSE_SNIPPET_BYTES) chunks.push(chunk);
        kept += chunk.length;
        // Enough is read: the rest of a large answer is not waited for.
        if (kept >= RESPONSE_SNIPPET_BYTES) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      response.on('error', (error) => failed(error));
    });
    request.end(body);
  });
}
