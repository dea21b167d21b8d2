import type { FormDefinition } from '../../../src/core/form-definition.js';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition.js';
import type { LiveVersion } from '../forms/served-forms.js';
import { fileFieldsOf } from '../forms/submission-rules.js';

/** A published version as the embed reads it. */
export interface NormalizedVersion {
  version: number;
  definition: FormDefinition;
}

/** A live form a submission is checked against: its latest version and the older ones still live. */
export interface SubmittableForm {
  portalId: string;
  formId: string;
  latest: NormalizedVersion;
  /** Older versions live within the grace (server/domain/forms/submission-rules.ts). */
  recent: readonly NormalizedVersion[];
}

function normalizedVersion(what: string, live: LiveVersion): NormalizedVersion {
  const normalized = normalizeDefinition(live.definition);
  if (!normalized.ok) throw new Error(`${what} version ${live.version} cannot be read: ${normalized.error}`);
  return { version: live.version, definition: normalized.value.definition };
}

/** The versions of a live form (`ServedForms.forSubmission`), read as the embed reads them; throws for one it cannot read. */
export function submittableForm(portalId: string, formId: string, live: { latest: LiveVersion; recent: readonly LiveVersion[] }): SubmittableForm {
  const what = `Form ${portalId}/${formId}`;
  return {
    portalId,
    formId,
    latest: normalizedVersion(what, live.latest),
    recent: live.recent.map((version) => normalizedVersion(what, version)),
  };
}

/** The version is named in hs_context, which may come after the files: a file part for any live version's file field is taken. */
export function acceptedFileFields(form: SubmittableForm): Set<string> {
  return fileFieldsOf([form.latest, ...form.recent].map((version) => version.definition));
}
