import { parseArgs } from 'node:util';
import type { WireDefinitionResponse } from '../../src/core/definition/wire-types.js';
import { isPortalId } from '../../src/core/form-ids.js';
import { importDefinition } from '../../src/forms-import/import-definition.js';
import { formCatalog } from '../domain/forms/form-catalog.js';
import type { OpenDatabase } from '../storage/open-database.js';

/** The demo's portal (fixtures/forms/123456): where forms go unless `--portal` says otherwise. */
export const DEMO_PORTAL_ID = '123456';

export const IMPORT_FORM_USAGE = [
  'Usage: npm run import-form -- --file definition.json [--portal ID] [--name "New name"]',
  '  Stores the form definition (the v3 JSON the embed reads) as a new draft form and prints',
  '  what does not carry over. --portal defaults to the demo portal 123456 (required with DEMO=off).',
];

/** What the command gets from the process that runs it (tests give their own). */
export interface ImportFormContext {
  out(line: string): void;
  err(line: string): void;
  /** The file's text; throws (as `fs.readFile` does) when it cannot be read. */
  readFile(path: string): Promise<string>;
  /** Opens the host's database, migrated; the command closes it. */
  openDatabase(): Promise<OpenDatabase>;
  /** Whether the host runs its demo (DEMO is not off): then the demo portal is the default. */
  demo: boolean;
  /** The origin owners reach the host at, for the editor's address. */
  origin: string;
}

class ImportFormError extends Error {}

interface ImportArgs {
  file: string;
  portal: string;
  name: string | undefined;
}

function readArgs(args: readonly string[], demo: boolean): ImportArgs | 'help' {
  let values: { file?: string; portal?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { file: { type: 'string' }, portal: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ImportFormError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return 'help';
  const file = values.file?.trim() ?? '';
  if (file === '') throw new ImportFormError('--file is needed: the JSON file of the form definition');
  const portal = values.portal?.trim() ?? (demo ? DEMO_PORTAL_ID : '');
  if (portal === '') throw new ImportFormError('--portal is needed with DEMO=off: the portal id the form belongs to');
  if (!isPortalId(portal)) throw new ImportFormError(`--portal "${portal}" is not a portal id (digits only)`);
  if (values.name !== undefined && values.name.trim() === '') throw new ImportFormError('--name must not be empty');
  return { file, portal, name: values.name };
}

async function readDefinitionFile(context: ImportFormContext, file: string): Promise<string> {
  try {
    return await context.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : error instanceof Error ? error.message : String(error);
    throw new ImportFormError(`cannot read ${file}: ${why}`);
  }
}

/** A new form of the portal whose draft is `definition`, in the host's database (closed after). */
async function createDraftForm(context: ImportFormContext, portalId: string, definition: WireDefinitionResponse) {
  const database = await context.openDatabase();
  try {
    return await formCatalog({ db: database.db }).create(portalId, { wire: definition });
  } finally {
    await database.close();
  }
}

/**
 * `npm run import-form -- --file definition.json [--portal ID] [--name NAME]`: stores the
 * definition as a new draft form in the host's database and prints its id, portal, field count,
 * what did not carry over and the editor's address. Answers the exit code: 0 done, 1 bad input
 * (told on stderr, with the usage).
 */
export async function runImportForm(args: readonly string[], context: ImportFormContext): Promise<number> {
  try {
    const parsed = readArgs(args, context.demo);
    if (parsed === 'help') {
      IMPORT_FORM_USAGE.forEach((line) => context.out(line));
      return 0;
    }
    const text = await readDefinitionFile(context, parsed.file);
    const result = importDefinition(text, parsed.name === undefined ? {} : { name: parsed.name });
    if (!result.ok) throw new ImportFormError(`${parsed.file}: ${result.error}`);
    const created = await createDraftForm(context, parsed.portal, result.definition);
    if (!created.ok) throw new ImportFormError(`${parsed.file}: ${created.error}`);
    const { guid, name } = created.value;
    context.out(`Imported "${name}" as a draft form.`);
    context.out(`  Form id:  ${guid}`);
    context.out(`  Portal:   ${parsed.portal}`);
    context.out(`  Fields:   ${result.fieldCount}`);
    context.out(`  Edit it:  ${context.origin}/owner/forms/${parsed.portal}/${guid}/edit`);
    if (result.notCarried.length === 0) context.out('Everything carries over.');
    else {
      context.out('Not carried over:');
      result.notCarried.forEach((line) => context.out(`  - ${line}`));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ImportFormError)) throw error;
    context.err(`npm run import-form: ${error.message}`);
    context.err(IMPORT_FORM_USAGE[0] ?? '');
    return 1;
  }
}
