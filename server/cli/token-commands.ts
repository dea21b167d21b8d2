import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OwnerTokenError, issueOwnerToken, revokeOwnerToken } from '../domain/owner-access/owner-tokens.js';
import { createOwnerTokenStore, type OwnerToken } from '../storage/owner-token-store.js';
import { UsageError, withDatabase, type OwnerCliContext, type OwnerCommandGroup } from './owner-command.js';
import { textTable } from './text-table.js';

const USAGE = [
  'npm run owner -- token create --name NAME [--portal ID]... [--read-only]',
  'npm run owner -- token list',
  'npm run owner -- token revoke NAME',
] as const;

/** `parseArgs` (strict, positionals allowed), with its errors as usage errors naming the command. */
function parse<Options extends NonNullable<ParseArgsConfig['options']>>(command: string, args: readonly string[], options: Options) {
  try {
    return parseArgs<{ args: string[]; options: Options; strict: true; allowPositionals: true }>({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    // Node's message goes on with advice about `--` that does not fit here: its first sentence names the problem.
    const message = error instanceof Error ? (error.message.split(/\.(?: |$)/)[0] ?? error.message) : String(error);
    throw new UsageError(`token ${command}: ${message}`);
  }
}

function portalsText(token: OwnerToken): string {
  return token.portals === 'all' ? 'all' : token.portals.join(',');
}

function rightsText(token: OwnerToken): string {
  return token.readOnly ? 'read-only' : 'read and write';
}

async function create(args: readonly string[], context: OwnerCliContext): Promise<void> {
  const { values, positionals } = parse('create', args, {
    name: { type: 'string' },
    portal: { type: 'string', multiple: true },
    'read-only': { type: 'boolean' },
  });
  if (positionals.length > 0) throw new UsageError(`token create takes no "${positionals[0]}": name the token with --name NAME`);
  if (values.name === undefined) throw new UsageError('token create needs --name NAME');
  const request = { name: values.name, portalIds: values.portal ?? [], readOnly: values['read-only'] === true };
  const { token, secret } = await withDatabase(context, (database) => issueOwnerToken(createOwnerTokenStore(database.db), request, context.now()));
  context.out(`Created the owner token "${token.name}": portals ${portalsText(token)}, ${rightsText(token)}.`);
  context.out('Its secret, shown this once (keep it safe; it cannot be shown again):');
  context.out('');
  context.out(`  ${secret}`);
  context.out('');
  context.out('Send it as a bearer token to the owner API, e.g.:');
  context.out(`  curl -H "Authorization: Bearer ${secret}" "${context.hostUrl}/api/submissions?portalId=PORTAL_ID&formId=FORM_ID"`);
  context.out(`Revoke it with: npm run owner -- token revoke ${token.name}`);
}

async function list(args: readonly string[], context: OwnerCliContext): Promise<void> {
  const { positionals } = parse('list', args, {});
  if (positionals.length > 0) throw new UsageError(`token list takes no arguments; got "${positionals[0]}"`);
  const tokens = await withDatabase(context, (database) => createOwnerTokenStore(database.db).list());
  if (tokens.length === 0) {
    context.out('No owner tokens yet. Create one with: npm run owner -- token create --name NAME');
    return;
  }
  const rows = tokens.map((token) => [token.name, portalsText(token), rightsText(token), token.createdAt, token.revokedAt ?? '-', token.lastUsedAt ?? '-']);
  for (const line of textTable([['NAME', 'PORTALS', 'RIGHTS', 'CREATED', 'REVOKED', 'LAST USED'], ...rows])) context.out(line);
}

async function revoke(args: readonly string[], context: OwnerCliContext): Promise<void> {
  const { positionals } = parse('revoke', args, {});
  const [name, extra] = positionals;
  if (name === undefined || extra !== undefined) throw new UsageError('token revoke needs exactly one token name: token revoke NAME');
  const token = await withDatabase(context, (database) => revokeOwnerToken(createOwnerTokenStore(database.db), name, context.now()));
  context.out(`Revoked the owner token "${token.name}": the owner API refuses it from now on.`);
}

const SUBCOMMANDS: Record<string, (args: readonly string[], context: OwnerCliContext) => Promise<void>> = { create, list, revoke };

/** `npm run owner -- token …`: the owner API's tokens. */
export const tokenCommands: OwnerCommandGroup = {
  name: 'token',
  usage: USAGE,
  async run(args, context) {
    const [subcommand, ...rest] = args;
    const run = subcommand === undefined ? undefined : SUBCOMMANDS[subcommand];
    if (run === undefined) {
      throw new UsageError(subcommand === undefined ? 'token needs a subcommand: create, list or revoke' : `unknown token subcommand "${subcommand}": use create, list or revoke`);
    }
    try {
      await run(rest, context);
    } catch (error) {
      if (error instanceof OwnerTokenError) throw new UsageError(`token ${subcommand}: ${error.message}`);
      throw error;
    }
  },
};
