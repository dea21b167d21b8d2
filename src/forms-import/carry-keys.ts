import { setEntry, type WireRecord } from '../core/definition/wire-reader';
import type { KeyDispositions, LeftOut } from './key-dispositions';

/** Where the importer writes what it leaves out, in words an owner understands. */
export type NoteSink = (note: string) => void;

/**
 * The entries of `source` that `keys` carries, in their order; `hostSet` ones are left out
 * silently, every other one is left out with a note made by `noteFor(key, reason)` (reason
 * undefined for a key the product does not know).
 */
export function carryKeys(
  source: WireRecord,
  keys: KeyDispositions,
  noteFor: (key: string, reason: LeftOut | undefined) => string,
  note: NoteSink,
): WireRecord {
  const carried: WireRecord = {};
  for (const [key, value] of Object.entries(source)) {
    if (keys.carried.has(key)) setEntry(carried, key, value);
    else if (!keys.hostSet.has(key)) note(noteFor(key, leftOutReason(keys, key)));
  }
  return carried;
}

/** Why `key` is left out, when the product knows it. */
export const leftOutReason = (keys: KeyDispositions, key: string): LeftOut | undefined =>
  Object.hasOwn(keys.notUsed, key) ? keys.notUsed[key] : undefined;

/** `Form setting "x" (what it was for) is not carried over: why.`; unknown keys are said to be unused. */
export function leftOutNote(subject: string, reason: LeftOut | undefined, unknown: string): string {
  return reason === undefined ? `${subject} ${unknown}` : `${subject} (${reason.what}) is not carried over: ${reason.why}.`;
}
