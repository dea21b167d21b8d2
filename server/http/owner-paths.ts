/**
 * Paths of the owner API: `/api/submissions` (and its CSV, files), `/api/tracking` and
 * everything under `/api/v1/`. They are for the owner's own tools, never for visitors' pages:
 * no answer of theirs, not even an error, carries a CORS header.
 */
export function isOwnerPath(pathname: string): boolean {
  return (
    pathname === '/api/submissions' ||
    pathname.startsWith('/api/submissions.') ||
    pathname.startsWith('/api/submissions/') ||
    pathname === '/api/tracking' ||
    pathname === '/api/v1' ||
    pathname.startsWith('/api/v1/')
  );
}
