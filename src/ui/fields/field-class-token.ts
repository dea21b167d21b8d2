/** A value made safe for use inside a class name: characters outside [A-Za-z0-9_-] become '_'. */
export function fieldClassToken(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
