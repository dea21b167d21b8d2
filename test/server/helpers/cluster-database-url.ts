/** The URL of the database `name` in the Postgres cluster of `clusterUrl` (any of its databases' URLs). */
export function databaseUrlNamed(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
