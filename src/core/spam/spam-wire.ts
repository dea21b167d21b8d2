/**
 * Spam checks between the embed and a forms host, with no third party (shared by the embed's
 * runtime and the host's submit route):
 *
 * - the **time token**: when a form shows, the embed asks `GET {formsHost}/embed/v3/form/{portalId}/{formGuid}/spam-token`
 *   (uncached; never part of the definition answer), and sends the token it got as the
 *   `hs_form_token` part of the submission, no sooner than the `minAgeMs` the same answer named
 *   after it arrived (the host's `SPAM_TOKEN_MIN_AGE_MS`; `DEFAULT_MIN_TOKEN_AGE_MS` from a host
 *   that names none);
 * - the **honeypot**: one input people never see or reach, named `honeypotFieldName(guid, version)`;
 *   a submission that fills it is answered like a success and stored as spam;
 * - **proof of work** (forms whose `proofOfWork` metaData pair is `true`): the embed asks
 *   `GET …/{formGuid}/challenge` for an ALTCHA challenge, solves it, and sends the base64 JSON
 *   payload as the `hs_altcha` part.
 */

/** The multipart part with the time token; never stored as a value. */
export const SPAM_TOKEN_FIELD = 'hs_form_token';
/** The multipart part with the ALTCHA payload (base64 of its JSON); never stored as a value. */
export const PROOF_OF_WORK_FIELD = 'hs_altcha';

/**
 * A token admits a submission once it is as old as its host requires (`SpamTokenWire.minAgeMs`:
 * by default this, at most `MAX_MIN_TOKEN_AGE_MS`), and until `MAX_TOKEN_AGE_MS`.
 */
export const DEFAULT_MIN_TOKEN_AGE_MS = 2_000;
export const MAX_MIN_TOKEN_AGE_MS = 60_000;
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

/** What the token route answers (`Cache-Control: no-store`). */
export interface SpamTokenWire {
  /** Opaque to the embed. */
  token: string;
  /** The age, in ms, the host requires before it admits a submission with this token. */
  minAgeMs: number;
}

/** Whether `value` is a minimum age a host may require: whole milliseconds from 0 to `MAX_MIN_TOKEN_AGE_MS`. */
export const isTokenMinAge = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MIN_TOKEN_AGE_MS;

/**
 * The `minAgeMs` of a token answer: as sent when `isTokenMinAge`; anything else (absent, from an
 * older host, or garbled) is `DEFAULT_MIN_TOKEN_AGE_MS`.
 */
export const tokenMinAgeMs = (value: unknown): number => (isTokenMinAge(value) ? value : DEFAULT_MIN_TOKEN_AGE_MS);

/** The form-level metaData pair that asks for proof of work ('true'); off when absent. */
export const PROOF_OF_WORK_META = 'proofOfWork';
/** The form-level metaData pair that turns attribution off ('false'); on when absent. */
export const ATTRIBUTION_META = 'attribution';

const formPath = (formsHost: string, portalId: string | number, formGuid: string) =>
  `${formsHost}/embed/v3/form/${encodeURIComponent(String(portalId))}/${encodeURIComponent(formGuid)}`;

export const spamTokenUrl = (formsHost: string, portalId: string | number, formGuid: string): string =>
  `${formPath(formsHost, portalId, formGuid)}/spam-token`;

export const challengeUrl = (formsHost: string, portalId: string | number, formGuid: string): string =>
  `${formPath(formsHost, portalId, formGuid)}/challenge`;

/** Whether a form's metaData pairs (as sent) ask for proof of work. */
export const proofOfWorkRequired = (metaData: Readonly<Record<string, string>>): boolean => metaData[PROOF_OF_WORK_META] === 'true';

/** Whether a form records where its leads came from (on unless its pair says 'false'). */
export const attributionEnabled = (metaData: Readonly<Record<string, string>>): boolean => metaData[ATTRIBUTION_META] !== 'false';

/** 32-bit FNV-1a of a string, as 8 hex digits: the same in the browser and on the host. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The honeypot input's name: a word that invites a bot, and a suffix that changes with the form
 * and its version (`formVersion`, '' when the host sent none), so no list of names catches it.
 */
export const honeypotFieldName = (formGuid: string, formVersion: string): string =>
  `website_${fnv1a(`${formGuid.toLowerCase()}:${formVersion}`).slice(0, 6)}`;
