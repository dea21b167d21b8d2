/**
 * The address of a signup link (spec section 2 "Signup links", 7.13): the page of its signup
 * type on the CRM app host, with the viral-link parameters. Pure: no DOM.
 */

/** Types whose page is `signup-hubspot/{type}`. */
export const SIGNUP_TYPES = [
  'academy',
  'academy-embedded',
  'asset-provider',
  'classroom-training',
  'cms-developers',
  'cms-free',
  'connect',
  'chatspot',
  'crm',
  'developers',
  'directory-listing',
  'hubspot-for-startups',
  'hubspot-partners',
  'integrations',
  'marketing',
  'purchase',
  'sales',
  'service',
  'solutions-provider',
  'trial',
] as const;

/** Types whose page is `signup/{type}`, outside the `signup-hubspot` pages. */
export const SIGNUP_PATH_TYPES = ['fb-crm', 'standalone-cms-partner'] as const;

/** Types that lead to the integrations page, naming themselves in its `integration` parameter. */
export const INTEGRATION_SIGNUP_TYPES = ['design-kit-generator', 'wordpress', 'wpforms', 'shopify', 'typeform'] as const;

/** What a missing or unknown type becomes. */
export const DEFAULT_SIGNUP_TYPE = 'crm';

/** Parameters the link owns; the same names in the anchor's own href are replaced, not repeated. */
const OWN_PARAMETERS = ['integration', 'uuid', 'utm_medium', 'utm_campaign', 'use_uuid'];

export interface SignupLinkInput {
  /** The CRM app host (`deriveHosts(...).app`), no trailing slash; '' for a same-origin path. */
  appHost: string;
  /** The anchor's `data-signup-type`, as written; null when it has none. */
  type: string | null;
  /** One random id per page load, shared by every link on the page. */
  uuid: string;
  /** The anchor's own href: its query parameters (a site owner's `utm_source`, say) are kept. */
  currentHref?: string | null | undefined;
}

export interface SignupLink {
  href: string;
  /** Why the type fell back to crm, naming the value; undefined for a known type. */
  problem: string | undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function pathOf(type: string): { path: string; integration?: string } | undefined {
  if (isOneOf(SIGNUP_TYPES, type)) return { path: `signup-hubspot/${type}` };
  if (isOneOf(SIGNUP_PATH_TYPES, type)) return { path: `signup/${type}` };
  if (isOneOf(INTEGRATION_SIGNUP_TYPES, type)) return { path: 'signup-hubspot/integrations', integration: type };
  return undefined;
}

/** The query of an href, whatever its form (absolute, relative, `#`); none when it cannot be read. */
function queryOf(href: string | null | undefined): URLSearchParams {
  if (!href) return new URLSearchParams();
  try {
    return new URL(href, 'https://base.invalid/').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

export function signupLinkUrl(input: SignupLinkInput): SignupLink {
  // Lenient about case and spaces: `data-signup-type=" Sales "` is the sales type.
  const written = (input.type ?? '').trim().toLowerCase();
  const known = pathOf(written);
  const type = known ? written : DEFAULT_SIGNUP_TYPE;
  const target = known ?? { path: `signup-hubspot/${DEFAULT_SIGNUP_TYPE}` };
  const problem = known
    ? undefined
    : written === ''
      ? `Signup link without a data-signup-type value; using "${DEFAULT_SIGNUP_TYPE}"`
      : `Signup link with an unknown data-signup-type "${input.type ?? ''}"; using "${DEFAULT_SIGNUP_TYPE}"`;

  const query = new URLSearchParams();
  if (target.integration) query.set('integration', target.integration);
  query.set('uuid', input.uuid);
  query.set('utm_medium', 'virality');
  query.set('utm_campaign', `hubspot-${type}-virality`);
  query.set('use_uuid', '1');
  for (const [name, value] of queryOf(input.currentHref)) {
    if (!OWN_PARAMETERS.includes(name)) query.append(name, value);
  }
  return { href: `${input.appHost.replace(/\/+$/, '')}/${target.path}?${query.toString()}`, problem };
}
