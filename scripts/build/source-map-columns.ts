/**
 * Source map columns moved where a built file's first line grew: a file edited after its
 * minifier (the runtime's wrapping, `esbuild.config.ts`) keeps its map pointing at our sources.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const CONTINUATION = 32;

/** The base64 VLQ values of one mapping segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`source map: "${char}" is not a base64 VLQ digit`);
    value += (digit & (CONTINUATION - 1)) << shift;
    if (digit & CONTINUATION) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeValue(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let encoded = '';
  do {
    let digit = rest & (CONTINUATION - 1);
    rest >>>= 5;
    if (rest > 0) digit |= CONTINUATION;
    encoded += BASE64[digit];
  } while (rest > 0);
  return encoded;
}

/** One edit of a built file's first line: `removed` characters at column `at` replaced by `inserted`. */
export interface ColumnEdit {
  at: number;
  removed: number;
  inserted: string;
}

/** `line` with `edits` (which do not overlap) made. */
export function applyEdits(line: string, edits: readonly ColumnEdit[]): string {
  let edited = line;
  for (const { at, removed, inserted } of [...edits].sort((a, b) => b.at - a.at)) edited = edited.slice(0, at) + inserted + edited.slice(at + removed);
  return edited;
}

/** Where column `column` of the first line went once `edits` were made (a removed one: where its replacement starts). */
function editedColumn(column: number, edits: readonly ColumnEdit[]): number {
  let moved = column;
  for (const { at, removed, inserted } of edits) {
    if (column >= at + removed) moved += inserted.length - removed;
    else if (column > at) moved -= column - at;
  }
  return moved;
}

/**
 * `mappings` for the file once `edits` were made to its first generated line: each segment of that
 * line moved to its edited column. Columns are relative within a line; only that field changes.
 */
export function shiftFirstLineColumns(mappings: string, edits: readonly ColumnEdit[]): string {
  const lineEnd = mappings.indexOf(';');
  const firstLine = lineEnd < 0 ? mappings : mappings.slice(0, lineEnd);
  let column = 0;
  let movedBefore = 0;
  const segments = firstLine.split(',').map((segment) => {
    if (segment === '') return segment;
    const values = decodeSegment(segment);
    column += values[0]!;
    const moved = editedColumn(column, edits);
    const encoded = [moved - movedBefore, ...values.slice(1)].map(encodeValue).join('');
    movedBefore = moved;
    return encoded;
  });
  return segments.join(',') + (lineEnd < 0 ? '' : mappings.slice(lineEnd));
}
