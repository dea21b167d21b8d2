import { jsonText } from '../core/json-text';
import { err, ok, type Result } from '../core/result';
import { isSendableFile } from '../core/sendable-file';
import type { NamedFile, NameValue } from '../core/submission/submission-values';
import type { SubmitFailure } from '../core/submission/submission-outcome';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_HEADER,
  submitUrl,
  type SubmitErrorWire,
  type SubmitSuccessWire,
} from '../core/submission/submit-wire';
import { isRecord } from '../core/definition/wire-reader';
import { requestJson } from './request-json';

/** A submission waits this long for the host before it counts as unanswered (and is sent again). */
export const SUBMIT_TIMEOUT_MS = 30_000;

export interface SubmitFormParams {
  submissionsHost: string;
  portalId: string | number;
  formGuid: string;
  values: readonly NameValue[];
  files: readonly NamedFile[];
  hsContext: Record<string, unknown>;
  captchaToken?: string | undefined;
  /** The same on every send of one submission, so the host stores it once. */
  idempotencyKey: string;
}

function readErrorBody(text: string): SubmitErrorWire {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as SubmitErrorWire) : {};
  } catch {
    return {};
  }
}

/**
 * Adds one chosen file as a file part; false when it is not one the browser can send. A file
 * chosen in the isolated frame is that window's `File`, so it is checked by shape, not `instanceof`.
 */
function appendFile(body: FormData, { name, file }: NamedFile): boolean {
  if (!isSendableFile(file)) return false;
  try {
    body.append(name, file, file.name);
    return true;
  } catch {
    // Shaped like a file but not one (the browser refuses it as a file part).
    return false;
  }
}

/**
 * Call 7 of spec section 7: the multipart POST of a submission. Resolves to the host's success
 * answer, or to a `SubmitFailure` (no answer, an answer that refused, or a chosen file it could
 * not attach, in which case nothing was sent); never throws.
 */
export async function submitForm(params: SubmitFormParams, signal?: AbortSignal): Promise<Result<SubmitSuccessWire, SubmitFailure>> {
  const body = new FormData();
  for (const { name, value } of params.values) body.append(name, value);
  const unsendable: string[] = [];
  for (const entry of params.files) if (!appendFile(body, entry)) unsendable.push(entry.name);
  // Never a submission without a file the visitor chose: nothing goes out, the field says why.
  if (unsendable.length > 0) return err({ kind: 'unsendable', fieldNames: unsendable });
  body.append(HS_CONTEXT_FIELD, jsonText(params.hsContext));
  if (params.captchaToken) body.append(CAPTCHA_RESPONSE_FIELD, params.captchaToken);
  const result = await requestJson(submitUrl(params.submissionsHost, params.portalId, params.formGuid), {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: params.idempotencyKey },
    timeoutMs: SUBMIT_TIMEOUT_MS,
    signal,
  });
  if (result.ok) {
    const json = result.value.json;
    if (!isRecord(json)) return err({ kind: 'unreachable' });
    return ok({ ...(json as Partial<SubmitSuccessWire>), formGuid: String(json.formGuid ?? params.formGuid), conversionId: String(json.conversionId ?? '') });
  }
  const failure = result.error;
  if (failure.kind !== 'http') return err({ kind: 'unreachable' });
  const answered: SubmitFailure = { kind: 'answered', status: failure.status, body: readErrorBody(failure.body) };
  return err(failure.retryAfterMs === undefined ? answered : { ...answered, retryAfterMs: failure.retryAfterMs });
}
