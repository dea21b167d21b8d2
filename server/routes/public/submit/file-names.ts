/**
 * The file name a browser meant: the HTML standard has browsers write a `"` in a file name as
 * `%22` (it would end the quoted header value), and nothing else, so that one escape is undone.
 */
export const browserFileName = (sent: string): string => sent.replace(/%22/g, '"');

/**
 * A file name safe to put in a path: accents dropped, then letters, digits, '.', '_' and '-'
 * only (others become '_'), no leading dots, the last 100 characters (so the extension stays);
 * 'file' when no letter or digit is left.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(-100)
    .replace(/^\.+/, '');
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned : 'file';
}
