/**
 * Host derivation (spec section 7, ARCHITECTURE "Choices already made"): every host the embed
 * talks to comes from region, env and a base domain in this one function. A self-hosted embed
 * (the default) talks only to the origin that served `embed.js`.
 */
export interface HostConfig {
  region: string;
  env: 'qa' | 'prod';
  /** Set when the embed is served by a forms host: every host is this origin. */
  selfHostOrigin?: string | undefined;
  /** Set to derive hosts as `https://{service}{-region}.{qa.}{baseDomain}` instead. */
  baseDomain?: string | undefined;
  /** The CRM app runs on a developer's machine: its derived host is `local{-region}.{qa.}{baseDomain}`. */
  local?: boolean | undefined;
}

export interface FormsHosts {
  /** Definition fetch, email check, counters. */
  forms: string;
  /** Form submissions. */
  submissions: string;
  /** The `.json.gz` definition fallback. */
  staticFiles: string;
  /** Viral links, reporting. */
  api: string;
  /** The CRM app: where signup links lead. */
  app: string;
  /** The font service: web-font stylesheets (spec section 7.11). */
  fonts: string;
}

export const DEFAULT_REGION = 'na1';

/** The host suffix of a region: none for the default region na1. */
export function regionSuffix(region: string): string {
  const normalized = region.trim().toLowerCase();
  if (normalized === '' || normalized === DEFAULT_REGION) return '';
  // Only plain region tokens (eu1, ap1, ...) may reach a host name.
  return /^[a-z]{2,3}\d{1,2}$/.test(normalized) ? `-${normalized}` : '';
}

/** Every host is the origin that served the embed: no base domain to derive hosts from. */
const isSelfHosted = (config: HostConfig): boolean => Boolean(config.selfHostOrigin || !config.baseDomain);

/** A service's derived host: `https://{service}{-region}.{qa.}{baseDomain}`. */
const serviceHost = (config: HostConfig, service: string): string =>
  `https://${service}${regionSuffix(config.region)}.${config.env === 'qa' ? 'qa.' : ''}${config.baseDomain ?? ''}`;

export function deriveHosts(config: HostConfig): FormsHosts {
  if (isSelfHosted(config)) {
    const origin = (config.selfHostOrigin ?? '').replace(/\/+$/, '');
    return { forms: origin, submissions: origin, staticFiles: origin, api: origin, app: origin, fonts: origin };
  }
  const host = (service: string) => serviceHost(config, service);
  return {
    forms: host('forms'),
    submissions: host('submissions'),
    staticFiles: host('static'),
    api: host('api'),
    app: host(config.local ? 'local' : 'app'),
    fonts: host('fonts'),
  };
}

/**
 * Where shareable form pages live: `https://share{-region}.{qa.}{baseDomain}` next to the
 * derived hosts, or `/forms/share` on the origin that served the embed.
 */
export function sharePagesUrl(config: HostConfig): string {
  return isSelfHosted(config) ? `${deriveHosts(config).forms}/forms/share` : serviceHost(config, 'share');
}

/**
 * QA is detected from the env option, the page query `env=qa`, or a QA host name: one with a
 * label (the top-level one aside) that is `qa` or ends in `-qa`, as the derived QA hosts are
 * (`forms.qa.example.com`, `forms-qa.example.com`). A word that merely ends in "qa"
 * (`burqa.com`) is not a QA host.
 */
export function isQaEnvironment(input: { envOption: string; pageQueryEnv: string | null; hostname: string }): boolean {
  if (input.envOption.toLowerCase() === 'qa' || input.pageQueryEnv?.toLowerCase() === 'qa') return true;
  const labels = input.hostname.toLowerCase().split('.');
  return labels.slice(0, -1).some((label) => label === 'qa' || label.endsWith('-qa'));
}

/**
 * The local variant of the CRM app host (signup links): asked for by the env option or the page
 * query `env=local`, for a developer running the app on their own machine.
 */
export function isLocalEnvironment(input: { envOption: string; pageQueryEnv: string | null }): boolean {
  return input.envOption.toLowerCase() === 'local' || input.pageQueryEnv?.toLowerCase() === 'local';
}
