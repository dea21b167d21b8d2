/** The session cookie: `__Host-` (only ever set by this origin over HTTPS, for `/`) when the host is served over HTTPS. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

const COOKIE_NAME = 'forms_host_session';

/** The cookie for a host whose public origin is `publicUrl` (PUBLIC_URL); unset: plain HTTP, as in development. */
export function sessionCookie(publicUrl: string | undefined): SessionCookie {
  const secure = publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';
  return secure ? { name: `__Host-${COOKIE_NAME}`, secure } : { name: COOKIE_NAME, secure };
}

/** How the cookie is set and cleared (a `__Host-` cookie is only cleared by a `Secure` one). */
export function sessionCookieOptions(cookie: SessionCookie) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: cookie.secure } as const;
}
