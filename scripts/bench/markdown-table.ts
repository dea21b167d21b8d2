/** Rows under a header as a Markdown table, each column padded to its widest cell, as the benchmarks print their figures. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) => `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
