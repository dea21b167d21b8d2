/**
 * A warning line of the definition reader (`{path}: {message}`, see WireReader) in words an
 * owner can follow: the field named by its label and name, a group by its number, legal consent
 * and form settings by what they are. The message itself stays as the reader wrote it.
 */
export function describeWarning(line: string, labelOf: (name: string) => string | undefined): string {
  const field = /^field "(.*?)"((?:\.[^:]*)?): (.*)$/s.exec(line);
  if (field) {
    const [, name = '', rest = '', message = ''] = field;
    return `${fieldTitle(name, labelOf(name))}${detail(rest)}: ${message}`;
  }
  const group = /^form\.formFieldGroups\[(\d+)\](?:\.fields\[(\d+)\])?([^:]*): (.*)$/s.exec(line);
  if (group) {
    const [, groupIndex = '0', fieldIndex, rest = '', message = ''] = group;
    const where = `Group ${Number(groupIndex) + 1}${fieldIndex === undefined ? '' : `, field ${Number(fieldIndex) + 1}`}`;
    return `${where}${detail(rest)}: ${message}`;
  }
  const split = line.indexOf(': ');
  if (split < 0) return line;
  const path = line.slice(0, split);
  const message = line.slice(split + 2);
  return `${placeOf(path)}: ${message}`;
}

/** `Field "Email" (email)`, or `Field "email"` when it has no label. */
export function fieldTitle(name: string, label: string | undefined): string {
  const shown = label?.trim() ?? '';
  return shown === '' || shown === name ? `Field "${name}"` : `Field "${shown}" (${name})`;
}

/** `.validation.data` → `, validation.data`. */
const detail = (rest: string): string => (rest === '' ? '' : `, ${rest.replace(/^\./, '')}`);

const PLACES: readonly [prefix: string, title: string][] = [
  ['form.metaData.legalConsentOptions', 'Legal consent'],
  ['form.metaData', 'Form metadata'],
  ['form.style', 'Form style'],
  ['form.translations', 'Translations'],
  ['globalStyle', 'Style'],
  ['translations', 'Translations'],
  ['portalSetting', 'Portal setting'],
];

function placeOf(path: string): string {
  if (path.startsWith('form.') && !path.slice('form.'.length).includes('.')) return `Form setting "${path.slice('form.'.length)}"`;
  for (const [prefix, title] of PLACES) {
    if (path === prefix) return title;
    if (path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)) return `${title} (${path.slice(prefix.length).replace(/^\./, '')})`;
  }
  return `"${path}"`;
}
