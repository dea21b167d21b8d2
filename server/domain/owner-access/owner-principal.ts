import type { OwnerToken, TokenPortals } from '../../storage/owner-token-store.js';

/** Who called the owner API, and what it may reach. */
export interface OwnerPrincipal {
  /** The token's name (`ADMIN_TOKEN` for the configured one), for messages. */
  readonly name: string;
  /** The portals it reaches ('all', or these): what `GET /api/v1/me` shows. */
  readonly portals: TokenPortals;
  readonly readOnly: boolean;
  /** The stored token it stands for; undefined for the configured `ADMIN_TOKEN`. */
  readonly tokenId?: number | undefined;
  mayRead(portalId: string): boolean;
  mayWrite(portalId: string): boolean;
}

/** The name the configured `ADMIN_TOKEN` goes by. */
export const ADMIN_TOKEN_NAME = 'ADMIN_TOKEN';

/** Every portal, read and write: the configured `ADMIN_TOKEN`. */
export function allRightsPrincipal(name: string): OwnerPrincipal {
  return { name, portals: 'all', readOnly: false, mayRead: () => true, mayWrite: () => true };
}

/** A stored token's rights: its portals (or all), writing unless it is read-only. */
export function tokenPrincipal(token: Pick<OwnerToken, 'name' | 'portals' | 'readOnly'> & { id?: number }): OwnerPrincipal {
  const { portals, readOnly } = token;
  const mayRead = (portalId: string) => portals === 'all' || portals.includes(portalId);
  return { name: token.name, portals, readOnly, tokenId: token.id, mayRead, mayWrite: (portalId) => !readOnly && mayRead(portalId) };
}
