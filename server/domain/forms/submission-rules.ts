import type { FieldDefinition, FormDefinition } from '../../../src/core/form-definition.js';

/**
 * How long a replaced version still takes submissions: a page that loaded it within this time
 * (its `hs_context` names the version) is checked against what it showed.
 */
export const LIVE_VERSION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The versions of a live form (server/domain/forms/served-forms.ts `forSubmission`). */
export interface VersionChoice<Version extends { version: number }> {
  latest: Version;
  /** Older versions live within the grace. */
  recent: readonly Version[];
}

/** The version a submission is checked against: the one its page named when it was live within the grace, else the latest. */
export function versionToCheck<Version extends { version: number }>(form: VersionChoice<Version>, named: number | undefined): Version {
  if (named === undefined || named === form.latest.version) return form.latest;
  return form.recent.find((candidate) => candidate.version === named) ?? form.latest;
}

/**
 * The definition a submission is checked with: the fields of the version its page showed, under
 * the latest version's rules, so that naming an older version never weakens them. A field the
 * latest requires is required (and checked even when the older version lacks it); the captcha
 * setting is the latest's.
 */
export function rulesToEnforce(shown: FormDefinition, latest: FormDefinition): FormDefinition {
  if (shown === latest) return latest;
  const fields: Record<string, FieldDefinition> = {};
  for (const [id, field] of Object.entries(shown.fields)) {
    fields[id] = latest.fields[id]?.required === true && !field.required ? { ...field, required: true } : field;
  }
  const missing = Object.values(latest.fields).filter((field) => field.required && field.parentFieldId === undefined && shown.fields[field.id] === undefined);
  for (const field of missing) fields[field.id] = { ...field, dependentFields: [] };
  const groups =
    missing.length === 0
      ? shown.groups
      : [
          ...shown.groups,
          {
            fieldIds: missing.map((field) => field.id),
            richText: '',
            isPageBreak: false,
            pageNumber: shown.pageCount,
            default: true,
            isSmartGroup: false,
            numColumns: Math.min(missing.length, 3),
          },
        ];
  return { ...shown, fields, groups, captchaEnabled: latest.captchaEnabled };
}

/** Every file field of these definitions: a submission may carry a file for any of them until one is chosen. */
export function fileFieldsOf(definitions: readonly FormDefinition[]): Set<string> {
  const names = new Set<string>();
  for (const definition of definitions) {
    for (const field of Object.values(definition.fields)) if (field.inputKind === 'file') names.add(field.id);
  }
  return names;
}
