/**
 * Whether a value is a file the browser can put in a multipart body: a DOM `File` (or a named
 * `Blob`) from any window. A form in its isolated frame hands over `File`s made by the frame's
 * window, whose `File` and `Blob` are not the page's, so `instanceof` would refuse them; the
 * built-in tag and the shape are the same in every window. A plain object, even one shaped
 * like a file, is refused: the browser would send its text, not its bytes.
 */
export function isSendableFile(value: unknown): value is File {
  if (typeof value !== 'object' || value === null) return false;
  const tag = Object.prototype.toString.call(value);
  if (tag !== '[object File]' && tag !== '[object Blob]') return false;
  const file = value as { name?: unknown; size?: unknown; type?: unknown; slice?: unknown };
  return (
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    Number.isFinite(file.size) &&
    file.size >= 0 &&
    typeof file.type === 'string' &&
    typeof file.slice === 'function'
  );
}
