import { UsageError, type OwnerCliContext, type OwnerCommandGroup } from './owner-command.js';
import { tokenCommands } from './token-commands.js';

/** The groups of `npm run owner`; a new group is a file of its own, added here. */
const GROUPS: readonly OwnerCommandGroup[] = [tokenCommands];

function printUsage(print: (line: string) => void): void {
  print('Usage:');
  for (const group of GROUPS) for (const line of group.usage) print(`  ${line}`);
}

/** Runs `npm run owner -- {args}`; answers the exit code (0 done, 1 bad input or a failure, told on stderr). */
export async function runOwnerCli(args: readonly string[], context: OwnerCliContext): Promise<number> {
  const [groupName, ...rest] = args;
  if (groupName === 'help' || groupName === '--help' || groupName === '-h') {
    printUsage(context.out);
    return 0;
  }
  const group = GROUPS.find((candidate) => candidate.name === groupName);
  try {
    if (group === undefined) {
      throw new UsageError(groupName === undefined ? 'a command is needed' : `unknown command "${groupName}"`);
    }
    await group.run(rest, context);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    context.err(`npm run owner: ${error.message}`);
    printUsage(context.err);
    return 1;
  }
}
