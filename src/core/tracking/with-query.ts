/** `url?query` with every name and value encoded and undefined values left out. */
export function withQuery(url: string, query: Readonly<Record<string, string | undefined>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return `${url}?${parts.join('&')}`;
}
