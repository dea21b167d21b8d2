import { describe, expect, it } from 'vitest';
import { signupAppHost } from '../../src/signup-links/signup-app-host';
import { INTEGRATION_SIGNUP_TYPES, SIGNUP_PATH_TYPES, SIGNUP_TYPES, signupLinkUrl } from '../../src/signup-links/signup-link-url';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const HOST = 'https://app.example.com';
const link = (type: string | null, currentHref?: string | null) => signupLinkUrl({ appHost: HOST, type, uuid: UUID, currentHref });
const viral = (type: string) => `uuid=${UUID}&utm_medium=virality&utm_campaign=hubspot-${type}-virality&use_uuid=1`;

describe('signupLinkUrl: the page of every type', () => {
  // Written out in full, one per type of spec section 2, so a changed path shows here.
  const expected: Record<string, string> = {
    academy: `${HOST}/signup-hubspot/academy?${viral('academy')}`,
    'academy-embedded': `${HOST}/signup-hubspot/academy-embedded?${viral('academy-embedded')}`,
    'asset-provider': `${HOST}/signup-hubspot/asset-provider?${viral('asset-provider')}`,
    'classroom-training': `${HOST}/signup-hubspot/classroom-training?${viral('classroom-training')}`,
    'cms-developers': `${HOST}/signup-hubspot/cms-developers?${viral('cms-developers')}`,
    'cms-free': `${HOST}/signup-hubspot/cms-free?${viral('cms-free')}`,
    connect: `${HOST}/signup-hubspot/connect?${viral('connect')}`,
    chatspot: `${HOST}/signup-hubspot/chatspot?${viral('chatspot')}`,
    crm: `${HOST}/signup-hubspot/crm?${viral('crm')}`,
    developers: `${HOST}/signup-hubspot/developers?${viral('developers')}`,
    'directory-listing': `${HOST}/signup-hubspot/directory-listing?${viral('directory-listing')}`,
    'hubspot-for-startups': `${HOST}/signup-hubspot/hubspot-for-startups?${viral('hubspot-for-startups')}`,
    'hubspot-partners': `${HOST}/signup-hubspot/hubspot-partners?${viral('hubspot-partners')}`,
    integrations: `${HOST}/signup-hubspot/integrations?${viral('integrations')}`,
    marketing: `${HOST}/signup-hubspot/marketing?${viral('marketing')}`,
    purchase: `${HOST}/signup-hubspot/purchase?${viral('purchase')}`,
    sales: `${HOST}/signup-hubspot/sales?${viral('sales')}`,
    service: `${HOST}/signup-hubspot/service?${viral('service')}`,
    'solutions-provider': `${HOST}/signup-hubspot/solutions-provider?${viral('solutions-provider')}`,
    trial: `${HOST}/signup-hubspot/trial?${viral('trial')}`,
  };

  it('covers the twenty types of the spec, no more and no fewer', () => {
    expect([...SIGNUP_TYPES].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s leads to its signup-hubspot page with the viral parameters', (type, url) => {
    expect(link(type)).toEqual({ href: url, problem: undefined });
  });

  it('leads the two special types to their signup/ paths', () => {
    expect([...SIGNUP_PATH_TYPES]).toEqual(['fb-crm', 'standalone-cms-partner']);
    expect(link('fb-crm')).toEqual({ href: `${HOST}/signup/fb-crm?${viral('fb-crm')}`, problem: undefined });
    expect(link('standalone-cms-partner')).toEqual({
      href: `${HOST}/signup/standalone-cms-partner?${viral('standalone-cms-partner')}`,
      problem: undefined,
    });
  });

  it.each([
    ['design-kit-generator', `${HOST}/signup-hubspot/integrations?integration=design-kit-generator&${viral('design-kit-generator')}`],
    ['wordpress', `${HOST}/signup-hubspot/integrations?integration=wordpress&${viral('wordpress')}`],
    ['wpforms', `${HOST}/signup-hubspot/integrations?integration=wpforms&${viral('wpforms')}`],
    ['shopify', `${HOST}/signup-hubspot/integrations?integration=shopify&${viral('shopify')}`],
    ['typeform', `${HOST}/signup-hubspot/integrations?integration=typeform&${viral('typeform')}`],
  ])('integration type %s leads to the integrations page naming itself', (type, url) => {
    expect(link(type)).toEqual({ href: url, problem: undefined });
  });

  it('knows exactly the five integration types', () => {
    expect([...INTEGRATION_SIGNUP_TYPES].sort()).toEqual(['design-kit-generator', 'shopify', 'typeform', 'wordpress', 'wpforms']);
  });

  it('reads a type whatever its case and surrounding spaces', () => {
    expect(link(' Sales ')).toEqual({ href: `${HOST}/signup-hubspot/sales?${viral('sales')}`, problem: undefined });
    expect(link('WordPress').href).toBe(`${HOST}/signup-hubspot/integrations?integration=wordpress&${viral('wordpress')}`);
  });
});

describe('signupLinkUrl: missing and invalid types', () => {
  const crm = `${HOST}/signup-hubspot/crm?${viral('crm')}`;

  it('falls back to crm for a missing type, saying so', () => {
    for (const type of [null, '', '   ']) {
      const result = link(type);
      expect(result.href).toBe(crm);
      expect(result.problem).toBe('Signup link without a data-signup-type value; using "crm"');
    }
  });

  it('falls back to crm for an unknown type, naming the value', () => {
    expect(link('enterprise')).toEqual({ href: crm, problem: 'Signup link with an unknown data-signup-type "enterprise"; using "crm"' });
    // Names that only look like paths or object keys are unknown types too.
    for (const type of ['signup/fb-crm', 'integrations?integration=x', '__proto__', 'constructor', 'toString']) {
      const result = link(type);
      expect(result.href).toBe(crm);
      expect(result.problem).toContain(`"${type}"`);
    }
  });
});

describe("signupLinkUrl: the anchor's own query", () => {
  it("keeps the site owner's parameters after the link's own, whatever the href's form", () => {
    expect(link('sales', 'https://www.example.org/start?utm_source=blog&ref=footer#top').href).toBe(
      `${HOST}/signup-hubspot/sales?${viral('sales')}&utm_source=blog&ref=footer`,
    );
    expect(link('sales', '?utm_source=blog').href).toBe(`${HOST}/signup-hubspot/sales?${viral('sales')}&utm_source=blog`);
    expect(link('sales', '/signup?a=1&a=2').href).toBe(`${HOST}/signup-hubspot/sales?${viral('sales')}&a=1&a=2`);
  });

  it('replaces, never repeats, the parameters the link sets itself', () => {
    const stale = `https://app.example.com/signup-hubspot/crm?integration=x&uuid=old&utm_medium=m&utm_campaign=c&use_uuid=0&utm_source=blog`;
    expect(link('wordpress', stale).href).toBe(
      `${HOST}/signup-hubspot/integrations?integration=wordpress&${viral('wordpress')}&utm_source=blog`,
    );
    expect(link('sales', stale).href).toBe(`${HOST}/signup-hubspot/sales?${viral('sales')}&utm_source=blog`);
  });

  it('adds nothing for an href without a query, or none at all', () => {
    for (const href of [undefined, null, '', '#', 'https://www.example.org/signup', 'http://[bad']) {
      expect(link('sales', href).href).toBe(`${HOST}/signup-hubspot/sales?${viral('sales')}`);
    }
  });

  it('encodes the id and kept values', () => {
    const result = signupLinkUrl({ appHost: HOST, type: 'crm', uuid: 'a b&c', currentHref: '?note=x%26y' });
    const url = new URL(result.href);
    expect(url.searchParams.get('uuid')).toBe('a b&c');
    expect(url.searchParams.get('note')).toBe('x&y');
  });
});

describe('signupLinkUrl: hosts', () => {
  it('trims trailing slashes of the host, and gives a same-origin path for an empty host', () => {
    expect(signupLinkUrl({ appHost: 'https://forms.acme.test//', type: 'crm', uuid: UUID }).href).toBe(
      `https://forms.acme.test/signup-hubspot/crm?${viral('crm')}`,
    );
    expect(signupLinkUrl({ appHost: '', type: 'crm', uuid: UUID }).href).toBe(`/signup-hubspot/crm?${viral('crm')}`);
  });

  const full = (options: { region?: string; envOption?: string; pageUrl?: string }, type = 'sales') =>
    signupLinkUrl({
      appHost: signupAppHost({
        origin: 'https://forms.acme.test',
        baseDomain: 'example.com',
        region: options.region ?? '',
        envOption: options.envOption ?? '',
        pageUrl: options.pageUrl ?? 'https://www.site.test/pricing',
      }),
      type,
      uuid: UUID,
    }).href;

  it('uses the app host of the base domain, with the region suffix', () => {
    expect(full({})).toBe(`https://app.example.com/signup-hubspot/sales?${viral('sales')}`);
    expect(full({ region: 'eu1' })).toBe(`https://app-eu1.example.com/signup-hubspot/sales?${viral('sales')}`);
  });

  it('uses the QA variant in QA: the env option, the page query or a QA host name', () => {
    const qa = `https://app.qa.example.com/signup-hubspot/sales?${viral('sales')}`;
    expect(full({ envOption: 'qa' })).toBe(qa);
    expect(full({ pageUrl: 'https://www.site.test/pricing?env=qa' })).toBe(qa);
    expect(full({ pageUrl: 'https://www.qa.site.test/pricing' })).toBe(qa);
    expect(full({ envOption: 'qa', region: 'eu1' })).toBe(`https://app-eu1.qa.example.com/signup-hubspot/sales?${viral('sales')}`);
  });

  it('uses the local variant for env local, on QA too', () => {
    expect(full({ envOption: 'local' })).toBe(`https://local.example.com/signup-hubspot/sales?${viral('sales')}`);
    expect(full({ pageUrl: 'https://www.site.test/?env=local' })).toBe(`https://local.example.com/signup-hubspot/sales?${viral('sales')}`);
    expect(full({ envOption: 'local', pageUrl: 'https://www.qa.site.test/' }, 'fb-crm')).toBe(
      `https://local.qa.example.com/signup/fb-crm?${viral('fb-crm')}`,
    );
  });
});
