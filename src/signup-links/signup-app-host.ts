import { deriveHosts, isLocalEnvironment, isQaEnvironment } from '../core/hosts';

export interface SignupHostInput {
  /** The origin that served `embed.js`: the app host of a self-hosted embed. */
  origin: string;
  /** The script tag's `data-forms-base-domain`: derive the app host from it instead. */
  baseDomain: string | undefined;
  /** The anchor's `data-region`; '' for the default region. */
  region: string;
  /** The anchor's `data-env` (`qa`, `local`); '' for none. */
  envOption: string;
  /** The page's address: its `env` query parameter and its QA host name count too. */
  pageUrl: string;
}

/** The CRM app host a signup link leads to, from the same host rules as every other host. */
export function signupAppHost(input: SignupHostInput): string {
  let pageQueryEnv: string | null = null;
  let hostname = '';
  try {
    const page = new URL(input.pageUrl);
    pageQueryEnv = page.searchParams.get('env');
    hostname = page.hostname;
  } catch {
    // An unreadable page address says nothing of the environment.
  }
  const env = { envOption: input.envOption, pageQueryEnv, hostname };
  return deriveHosts({
    region: input.region,
    env: isQaEnvironment(env) ? 'qa' : 'prod',
    local: isLocalEnvironment(env),
    selfHostOrigin: input.baseDomain ? undefined : input.origin,
    baseDomain: input.baseDomain,
  }).app;
}
