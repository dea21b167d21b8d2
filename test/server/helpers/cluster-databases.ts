import pg from 'pg';

/** The URL of the database `name` in the Postgres cluster of `clusterUrl` (any of its databases' URLs). */
export function databaseUrlNamed(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `query` in the database at `url` on a connection of its own. */
export async function queryDatabase<Row extends Record<string, unknown>>(url: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(query)).rows;
  } finally {
    await client.end();
  }
}
