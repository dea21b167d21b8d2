import { OwnerApiError } from '../api/owner-api';
import { texts } from '../texts';

/** What to show for a failed call: the host's own message, or that it could not be reached. */
export function errorMessage(error: unknown): string {
  return error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable;
}
