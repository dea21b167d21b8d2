/** The origin owners reach the host at: PUBLIC_URL when set, else the address it listens on (a wildcard listener as 127.0.0.1). */
export function hostOrigin(settings: { host: string; port: number; publicUrl?: string | undefined }): string {
  if (settings.publicUrl !== undefined) return settings.publicUrl.replace(/\/+$/, '');
  const reachable = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${settings.port}`;
}
