import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';

/** The `form.metaData` pair that names the version a definition was served as (the embed sends it back in `hs_context`). */
export const FORM_VERSION_META = 'formVersion';

export type WireCheck = { ok: true; definition: WireDefinitionResponse } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a definition's text: a JSON object whose `form` is an object (what the embed needs to find anything). */
export function parseWireDefinition(text: string): WireCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  return checkWireDefinition(parsed);
}

export function checkWireDefinition(value: unknown): WireCheck {
  if (!isRecord(value)) return { ok: false, error: 'a definition must be a JSON object' };
  if (!isRecord(value.form)) return { ok: false, error: 'a definition must have a "form" object' };
  return { ok: true, definition: value };
}

/** A definition whose `form.isPublished` is exactly false (any other value counts as published). */
export function isUnpublished(definition: WireDefinitionResponse): boolean {
  const form = definition.form;
  return isRecord(form) && form.isPublished === false;
}

/** `form.name` when it is a non-empty string, else the GUID. */
export function formNameOf(definition: WireDefinitionResponse, guid: string): string {
  const name = isRecord(definition.form) ? definition.form.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : guid;
}

/**
 * The text a version is stored and served as: the definition with `formVersion` set to its number
 * in `form.metaData` (replacing one it had). A definition whose `metaData` is not a list (an
 * old or broken shape) is served as it is, without the pair.
 */
export function versionText(definition: WireDefinitionResponse, version: number): string {
  const form = definition.form;
  if (!isRecord(form) || !Array.isArray(form.metaData)) return JSON.stringify(definition);
  const metaData = form.metaData.filter((pair) => !(isRecord(pair) && pair.name === FORM_VERSION_META));
  metaData.push({ name: FORM_VERSION_META, value: String(version) });
  return JSON.stringify({ ...definition, form: { ...form, metaData } });
}

