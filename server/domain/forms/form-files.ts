import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';
import { isFormGuid, isPortalId } from '../../../src/core/form-ids.js';
import { readRespondDirective } from './respond-directive.js';
import { readFileIfExists } from '../../http/safe-paths.js';
import { checkWireDefinition } from './wire-definition.js';

/**
 * Definition files under FORMS_DIR: `{portalId}/{guid}.json` (the published form) and
 * `{guid}.draft.json` (its draft). `__respond` directives and `.fallback.json` copies are no
 * forms: the routes keep reading those from disk (server/domain/forms/fixture-store.ts).
 */
export interface DefinitionFile {
  /** The file's text, kept as written (a draft is served byte for byte). */
  text: string;
  sha256: string;
  definition: WireDefinitionResponse;
}

/** A form's definition files; either may be absent. */
export interface FormFiles {
  portalId: string;
  guid: string;
  published?: DefinitionFile;
  draft?: DefinitionFile;
}

/** A file that could not be read as a definition. */
export interface BrokenFile {
  file: string;
  reason: string;
}

type FileRead = { kind: 'definition'; file: DefinitionFile } | { kind: 'directive' } | { kind: 'broken'; reason: string };

/** `{guid}.json` or `{guid}.draft.json`; in `{guid}.fallback.json` the part before `.json` is no GUID, so it is passed over. */
const FORM_FILE = /^(.+?)(\.draft)?\.json$/;

/** A file's text as a definition, a directive (left to the routes) or broken, with the reason. */
function readFormFile(text: string): FileRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'broken', reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    if (readRespondDirective(parsed) !== null) return { kind: 'directive' };
  } catch (error) {
    return { kind: 'broken', reason: error instanceof Error ? error.message : String(error) };
  }
  const checked = checkWireDefinition(parsed);
  if (!checked.ok) return { kind: 'broken', reason: checked.error };
  return { kind: 'definition', file: { text, sha256: createHash('sha256').update(text).digest('hex'), definition: checked.definition } };
}

async function directoryNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

/** Every form's definition files under `formsDir`, and the files that are broken. */
export async function readAllFormFiles(formsDir: string): Promise<{ forms: FormFiles[]; broken: BrokenFile[] }> {
  const forms = new Map<string, FormFiles>();
  const broken: BrokenFile[] = [];
  for (const portalId of (await directoryNames(formsDir)).filter(isPortalId).sort()) {
    for (const fileName of (await directoryNames(path.join(formsDir, portalId))).sort()) {
      const match = FORM_FILE.exec(fileName);
      const [, guid = '', draft] = match ?? [];
      if (!match || !isFormGuid(guid)) continue;
      const file = path.join(formsDir, portalId, fileName);
      const read = readFormFile(await readFile(file, 'utf8'));
      if (read.kind === 'broken') broken.push({ file, reason: read.reason });
      if (read.kind !== 'definition') continue;
      const key = `${portalId}/${guid.toLowerCase()}`;
      const form = forms.get(key) ?? { portalId, guid: guid.toLowerCase() };
      if (draft) form.draft = read.file;
      else form.published = read.file;
      forms.set(key, form);
    }
  }
  return { forms: [...forms.values()], broken };
}

/**
 * One form's definition files (the GUID lower case, as the routes name it). A broken file
 * throws, naming it: the request that asked for the form answers 500 and the log says why.
 */
export async function readFormFiles(formsDir: string, portalId: string, guid: string): Promise<FormFiles> {
  const form: FormFiles = { portalId, guid };
  for (const [slot, fileName] of [['published', `${guid}.json`], ['draft', `${guid}.draft.json`]] as const) {
    const file = path.join(formsDir, portalId, fileName);
    const bytes = await readFileIfExists(file);
    if (bytes === null) continue;
    const read = readFormFile(bytes.toString('utf8'));
    if (read.kind === 'broken') throw new Error(`The definition file ${file} cannot be read: ${read.reason}`);
    if (read.kind === 'definition') form[slot] = read.file;
  }
  return form;
}
