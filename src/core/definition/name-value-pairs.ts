import type { WireReader } from './wire-reader';
import { describeWireValue, isRecord, setEntry } from './wire-reader';

/**
 * A wire `metaData` list (`[{name, value}]`) as a record of strings. Numbers and booleans are
 * stringified silently (hosts send both), objects are kept as JSON with a warning, entries
 * without a name are dropped with a warning. A later entry with the same name wins.
 */
export function readNameValuePairs(raw: unknown, path: string, reader: WireReader): Record<string, string> {
  const pairs: Record<string, string> = {};
  reader.array(raw, path).forEach((entry, index) => {
    const entryPath = `${path}[${index}]`;
    if (!isRecord(entry)) {
      reader.warn(entryPath, `expected {name, value}, got ${describeWireValue(entry)}; dropped`);
      return;
    }
    const name = reader.string(entry.name, `${entryPath}.name`).trim();
    if (name === '') {
      reader.warn(entryPath, 'has no name; dropped');
      return;
    }
    setEntry(pairs, name, pairValue(entry.value, `${path}.${name}`, reader));
  });
  return pairs;
}

function pairValue(value: unknown, path: string, reader: WireReader): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    reader.warn(path, `expected a string, got ${describeWireValue(value)}; kept as JSON`);
    return JSON.stringify(value) ?? '';
  } catch {
    // Only values that never come out of JSON.parse (bigint, cycles) get here.
    return '';
  }
}
