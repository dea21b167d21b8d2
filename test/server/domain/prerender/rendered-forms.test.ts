import { describe, expect, it, vi } from 'vitest';
import { RENDERED_VARIANTS_LIMIT, renderedForms, type Variant } from '../../../../server/domain/prerender/rendered-forms.js';
import type { RenderedForm } from '../../../../src/prerender/render-form-markup.js';

const definitionText = (version: number) => JSON.stringify({ form: { guid: 'g', metaData: [{ name: 'formVersion', value: String(version) }] } });
const variant = (overrides: Partial<Variant> = {}): Variant => ({
  definitionText: definitionText(1),
  lang: '',
  formsHost: 'https://forms.test',
  form: '123456/g',
  ...overrides,
});

/** A renderer that names what it rendered, counting its calls. */
function countingRender() {
  return vi.fn(async (wire: unknown, options: { locale: string }): Promise<RenderedForm> => ({
    markup: `<form data-version="${(wire as { form: { metaData: { value: string }[] } }).form.metaData[0]!.value}"></form>`,
    locale: (options.locale || 'en') as RenderedForm['locale'],
    warnings: [],
  }));
}

describe('renderedForms', () => {
  it('answers the served definition with its markup, language and version', async () => {
    const forms = renderedForms({ render: countingRender(), build: 'b1', onRenderFailure: vi.fn() });
    const { body, etag } = await forms.answer(variant({ lang: 'de-AT' }));
    expect(JSON.parse(body)).toEqual({ definition: JSON.parse(definitionText(1)), markup: '<form data-version="1"></form>', lang: 'de', version: 1 });
    expect(etag).toMatch(/^"v1-de-[\w-]{16}-b1"$/);
  });

  it('renders a variant once, and a new version, language or build anew with a new ETag', async () => {
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() });
    const first = await forms.answer(variant());
    expect(await forms.answer(variant())).toEqual(first);
    expect(render).toHaveBeenCalledTimes(1);
    const second = await forms.answer(variant({ definitionText: definitionText(2) }));
    expect(JSON.parse(second.body).markup).toBe('<form data-version="2"></form>');
    const german = await forms.answer(variant({ lang: 'de' }));
    const rebuilt = await renderedForms({ render, build: 'b2', onRenderFailure: vi.fn() }).answer(variant());
    expect(new Set([first.etag, second.etag, german.etag, rebuilt.etag]).size).toBe(4);
  });

  it('keeps at most its limit of variants, 500 unless told', async () => {
    expect(RENDERED_VARIANTS_LIMIT).toBe(500);
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn(), limit: 2 });
    for (const version of [1, 2, 3]) await forms.answer(variant({ definitionText: definitionText(version) }));
    expect(forms.size).toBe(2);
    // Version 1 was dropped: asked again, it is rendered again.
    await forms.answer(variant({ definitionText: definitionText(1) }));
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('answers the definition without markup when the render fails, and says so', async () => {
    const onRenderFailure = vi.fn();
    const failure = new Error('cannot render');
    const forms = renderedForms({ render: () => Promise.reject(failure), build: 'b1', onRenderFailure });
    const { body } = await forms.answer(variant());
    expect(JSON.parse(body)).toMatchObject({ markup: null, version: 1, definition: JSON.parse(definitionText(1)) });
    expect(onRenderFailure).toHaveBeenCalledWith(failure, '123456/g');
  });

  it('answers neither definition nor markup for a stored text that is not JSON, and says so', async () => {
    const onRenderFailure = vi.fn();
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure });
    const { body } = await forms.answer(variant({ definitionText: '{"form":' }));
    expect(JSON.parse(body)).toEqual({ definition: null, markup: null, lang: '', version: null });
    expect(render).not.toHaveBeenCalled();
    expect(onRenderFailure).toHaveBeenCalledWith(expect.any(SyntaxError), '123456/g');
  });

  it('takes a language no locale supports for the definition’s own', async () => {
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() });
    await forms.answer(variant({ lang: 'xx' }));
    await forms.answer(variant({ lang: '' }));
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(expect.anything(), { locale: '', formsHost: 'https://forms.test' });
  });
});
