/** The schemes of a Postgres connection URL (`DATABASE_URL`). */
const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:']);

/**
 * Why `value` is not a Postgres connection URL (`postgres://user:password@host:port/database`,
 * `postgresql://` too), or null when it is one. Nothing is connected to.
 */
export function postgresUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (!POSTGRES_PROTOCOLS.has(url.protocol)) return `its scheme is ${url.protocol.replace(/:$/, '')}, not postgres or postgresql`;
  // A URL with only a query (host=/run/postgresql) may name a Unix socket; a URL with neither names nothing.
  if (url.hostname === '' && url.search === '') return 'it names no host';
  return null;
}

/** The URL with its password replaced by `***`, for logs and error messages. */
export function maskDatabaseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '(unreadable database URL)';
  }
}
