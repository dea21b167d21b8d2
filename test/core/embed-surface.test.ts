import { describe, expect, it } from 'vitest';
import { embedSurface, type EmbedSurfaceFacts } from '../../src/core/embed-surface';

const facts = (overrides: Partial<EmbedSurfaceFacts> = {}): EmbedSurfaceFacts => ({
  pageUrl: 'https://www.site.test/contact',
  sharePagesUrl: 'https://share.example.com',
  targetId: '',
  insideCmsFormModule: false,
  ...overrides,
});

describe('embedSurface: shareable pages', () => {
  it('is a shareable page under the share address, and nowhere else', () => {
    expect(embedSurface(facts({ pageUrl: 'https://share.example.com/1a2b3c' })).isShareablePage).toBe(true);
    expect(embedSurface(facts()).isShareablePage).toBe(false);
    // The share address must end at a path boundary: another host that starts alike is not it.
    expect(embedSurface(facts({ pageUrl: 'https://share.example.com.evil.test/1a2b' })).isShareablePage).toBe(false);
    expect(embedSurface(facts({ pageUrl: 'https://share.example.com' })).isShareablePage).toBe(false);
  });

  it('on a self-hosted forms host, pages under /forms/share are shareable', () => {
    const selfHosted = { sharePagesUrl: 'https://forms.acme.test/forms/share' };
    expect(embedSurface(facts({ ...selfHosted, pageUrl: 'https://forms.acme.test/forms/share/123456/contact' })).isShareablePage).toBe(true);
    expect(embedSurface(facts({ ...selfHosted, pageUrl: 'https://forms.acme.test/forms/shared-things' })).isShareablePage).toBe(false);
    expect(embedSurface(facts({ ...selfHosted, pageUrl: 'https://www.acme.test/forms/share/123456' })).isShareablePage).toBe(false);
  });

  it('with no known share address nothing is a shareable page', () => {
    expect(embedSurface(facts({ sharePagesUrl: '', pageUrl: '/x' })).isShareablePage).toBe(false);
  });
});

describe('embedSurface: CMS module embeds', () => {
  it('is a CMS module embed inside the form module wrapper', () => {
    expect(embedSurface(facts({ insideCmsFormModule: true })).isCmsModule).toBe(true);
  });

  it("is a CMS module embed when the target carries the module's target id", () => {
    expect(embedSurface(facts({ targetId: 'hs_form_target_widget_1712345678' })).isCmsModule).toBe(true);
  });

  it('is not one for any other target', () => {
    expect(embedSurface(facts({ targetId: 'contact-form' })).isCmsModule).toBe(false);
    expect(embedSurface(facts({ targetId: 'my_hs_form_target_1' })).isCmsModule).toBe(false);
  });
});
