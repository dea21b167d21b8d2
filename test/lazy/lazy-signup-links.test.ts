// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillSignupLinks } from '../../src/signup-links/fill-signup-links';

type LazyModule = typeof import('../../src/lazy/lazy-signup-links');
type RegistryModule = typeof import('../../src/lazy/chunk-registry');

const BASE = 'https://forms.test/static/';
const SCRIPT = { origin: 'https://forms.test', folderUrl: BASE, baseDomain: undefined, nonce: '' };

let lazy: LazyModule;
let registry: RegistryModule;

// Fresh loader state and an empty chunk registry for each test.
beforeEach(async () => {
  vi.resetModules();
  delete (globalThis as { __formsEmbedChunks?: unknown }).__formsEmbedChunks;
  lazy = await import('../../src/lazy/lazy-signup-links');
  registry = await import('../../src/lazy/chunk-registry');
  (await import('../../src/lazy/load-chunk')).setChunkBaseUrl(BASE);
});

afterEach(() => {
  document.body.innerHTML = '';
  for (const script of Array.from(document.querySelectorAll('script'))) script.remove();
});

const chunkScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-forms-embed-chunk]'));
const hrefs = () => Array.from(document.querySelectorAll('a')).map((a) => a.getAttribute('href'));

describe('fillSignupLinksLater', () => {
  it('fetches nothing on a page without signup-link anchors', async () => {
    document.body.innerHTML = '<a href="/pricing">Pricing</a><div data-signup-type="crm"></div>';
    await lazy.fillSignupLinksLater(window, SCRIPT);
    expect(chunkScripts()).toHaveLength(0);
    expect(hrefs()).toEqual(['/pricing']);
  });

  it('loads embed-signup-links.js and fills every anchor with one fresh id once it has arrived', async () => {
    document.body.innerHTML = '<a data-signup-type="sales" href="#">a</a><a data-signup-type="wordpress" href="#">b</a>';
    const filling = lazy.fillSignupLinksLater(window, SCRIPT);
    expect(chunkScripts().map((script) => script.src)).toEqual([`${BASE}embed-signup-links.js`]);
    expect(hrefs()).toEqual(['#', '#']);

    registry.registerChunk('signup-links', { fillSignupLinks });
    chunkScripts()[0]?.dispatchEvent(new Event('load'));
    await filling;

    const [sales, wordpress] = hrefs().map((href) => new URL(href ?? ''));
    expect(sales?.href).toMatch(/^https:\/\/forms\.test\/signup-hubspot\/sales\?uuid=[^&]+&utm_medium=virality&utm_campaign=hubspot-sales-virality&use_uuid=1$/);
    expect(wordpress?.pathname).toBe('/signup-hubspot/integrations');
    const uuid = sales?.searchParams.get('uuid');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(wordpress?.searchParams.get('uuid')).toBe(uuid);
  });

  it('gives a new id on each page load', async () => {
    registry.registerChunk('signup-links', { fillSignupLinks });
    document.body.innerHTML = '<a data-signup-type="crm">a</a>';
    await lazy.fillSignupLinksLater(window, SCRIPT);
    const first = new URL(hrefs()[0] ?? '').searchParams.get('uuid');
    document.body.innerHTML = '<a data-signup-type="crm">a</a>';
    await lazy.fillSignupLinksLater(window, SCRIPT);
    expect(new URL(hrefs()[0] ?? '').searchParams.get('uuid')).not.toBe(first);
  });

  it('leaves the anchors as the page gave them when the file cannot be loaded', async () => {
    document.body.innerHTML = '<a data-signup-type="crm" href="https://www.example.org/signup">a</a>';
    const filling = lazy.fillSignupLinksLater(window, SCRIPT);
    chunkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(filling).resolves.toBeUndefined();
    expect(hrefs()).toEqual(['https://www.example.org/signup']);
  });
});
