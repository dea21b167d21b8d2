// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillSignupLinks, type FillSignupLinksOptions } from '../../src/signup-links/fill-signup-links';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const viral = (type: string) => `uuid=${UUID}&utm_medium=virality&utm_campaign=hubspot-${type}-virality&use_uuid=1`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function fill(html: string, overrides: Partial<FillSignupLinksOptions> = {}) {
  document.body.innerHTML = html;
  const debug = vi.fn();
  fillSignupLinks(document, {
    script: { origin: 'https://forms.acme.test', baseDomain: undefined },
    pageUrl: 'https://www.site.test/pricing',
    uuid: UUID,
    debug,
    ...overrides,
  });
  const href = (id: string) => document.getElementById(id)?.getAttribute('href');
  return { debug, href };
}

describe('fillSignupLinks', () => {
  it('fills every signup-link anchor on the self-hosted origin, one id for them all', () => {
    const { href, debug } = fill(`
      <a id="sales" data-signup-type="sales" href="#">Sales</a>
      <p><a id="fb" data-signup-type="fb-crm">Facebook</a></p>
      <a id="wp" data-signup-type="wordpress" href="#">WordPress</a>`);
    expect(href('sales')).toBe(`https://forms.acme.test/signup-hubspot/sales?${viral('sales')}`);
    expect(href('fb')).toBe(`https://forms.acme.test/signup/fb-crm?${viral('fb-crm')}`);
    expect(href('wp')).toBe(`https://forms.acme.test/signup-hubspot/integrations?integration=wordpress&${viral('wordpress')}`);
    expect(debug).not.toHaveBeenCalled();
  });

  it('leaves anchors without the attribute, and other elements with it, alone', () => {
    const { href } = fill(`
      <a id="plain" href="/pricing">Pricing</a>
      <div id="div" data-signup-type="sales"></div>
      <area id="area" data-signup-type="sales" href="/x">`);
    expect(href('plain')).toBe('/pricing');
    expect(href('div')).toBeNull();
    expect(href('area')).toBe('/x');
  });

  it('fills a missing or unknown type as crm and reports each one through debug, naming the value', () => {
    const { href, debug } = fill(`
      <a id="empty" data-signup-type="">Empty</a>
      <a id="bad" data-signup-type="enterprise">Bad</a>`);
    const crm = `https://forms.acme.test/signup-hubspot/crm?${viral('crm')}`;
    expect(href('empty')).toBe(crm);
    expect(href('bad')).toBe(crm);
    expect(debug.mock.calls).toEqual([
      ['Signup link without a data-signup-type value; using "crm"'],
      ['Signup link with an unknown data-signup-type "enterprise"; using "crm"'],
    ]);
  });

  it('reports a bad type with console.debug when no reporter is given', () => {
    const consoleDebug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    document.body.innerHTML = '<a data-signup-type="nope">x</a>';
    fillSignupLinks(document, { script: { origin: 'https://forms.acme.test', baseDomain: undefined }, pageUrl: 'https://www.site.test/', uuid: UUID });
    expect(consoleDebug).toHaveBeenCalledWith('Signup link with an unknown data-signup-type "nope"; using "crm"');
  });

  it("keeps the site owner's query parameters of the anchor's href", () => {
    const { href } = fill('<a id="a" data-signup-type="marketing" href="https://www.example.org/x?utm_source=blog">x</a>');
    expect(href('a')).toBe(`https://forms.acme.test/signup-hubspot/marketing?${viral('marketing')}&utm_source=blog`);
  });

  it('gives the same address when it fills an anchor twice', () => {
    const { href } = fill('<a id="a" data-signup-type="crm" href="?utm_source=blog">x</a>');
    const first = href('a');
    fillSignupLinks(document, { script: { origin: 'https://forms.acme.test', baseDomain: undefined }, pageUrl: 'https://www.site.test/', uuid: UUID });
    expect(href('a')).toBe(first);
  });

  it("derives hosts from a base domain with each anchor's region and env, and the page's QA", () => {
    const script = { origin: 'https://forms.acme.test', baseDomain: 'example.com' };
    const { href } = fill(
      `<a id="na" data-signup-type="crm">na</a>
       <a id="eu" data-signup-type="crm" data-region="eu1">eu</a>
       <a id="qa" data-signup-type="crm" data-env="qa">qa</a>
       <a id="local" data-signup-type="crm" data-env="local" data-region="ap1">local</a>`,
      { script },
    );
    expect(href('na')).toBe(`https://app.example.com/signup-hubspot/crm?${viral('crm')}`);
    expect(href('eu')).toBe(`https://app-eu1.example.com/signup-hubspot/crm?${viral('crm')}`);
    expect(href('qa')).toBe(`https://app.qa.example.com/signup-hubspot/crm?${viral('crm')}`);
    expect(href('local')).toBe(`https://local-ap1.example.com/signup-hubspot/crm?${viral('crm')}`);

    const onQaPage = fill('<a id="a" data-signup-type="crm">x</a>', { script, pageUrl: 'https://www.site.test/?env=qa' });
    expect(onQaPage.href('a')).toBe(`https://app.qa.example.com/signup-hubspot/crm?${viral('crm')}`);
  });

  it('fills only the anchors under the root it is given', () => {
    document.body.innerHTML = '<section id="s"><a id="in" data-signup-type="crm">in</a></section><a id="out" data-signup-type="crm" href="#">out</a>';
    fillSignupLinks(document.getElementById('s')!, { script: { origin: 'https://f.test', baseDomain: undefined }, pageUrl: 'https://p.test/', uuid: UUID });
    expect(document.getElementById('in')?.getAttribute('href')).toBe(`https://f.test/signup-hubspot/crm?${viral('crm')}`);
    expect(document.getElementById('out')?.getAttribute('href')).toBe('#');
  });
});
