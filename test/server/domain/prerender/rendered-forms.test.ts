import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RENDERED_BYTES_LIMIT, RENDERED_VARIANTS_LIMIT, renderedForms, type Variant } from '../../../../server/domain/prerender/rendered-forms.js';
import type { RenderedForm } from '../../../../src/prerender/render-form-markup.js';
import { FORMS } from '../../../fixture-ids.js';
import { fixtureWire } from '../../helpers/forms.js';

const definitionText = (version: number) => JSON.stringify({ form: { guid: 'g', metaData: [{ name: 'formVersion', value: String(version) }] } });
const variant = (overrides: Partial<Variant> = {}): Variant => ({
  definitionText: definitionText(1),
  lang: '',
  formsHost: 'https://forms.test',
  knownVisitor: false,
  form: '123456/g',
  ...overrides,
});

/** A renderer that names what it rendered, counting its calls. */
function countingRender() {
  return vi.fn(async (wire: unknown, options: { locale: string; knownVisitor?: boolean }): Promise<RenderedForm> => ({
    markup: `<form data-version="${(wire as { form: { metaData: { value: string }[] } }).form.metaData[0]!.value}"></form>`,
    locale: (options.locale || 'en') as RenderedForm['locale'],
    title: `Title in ${options.locale || 'en'}`,
    dir: options.locale === 'he-il' ? 'rtl' : 'ltr',
    unfinished: { title: `Unfinished in ${options.locale || 'en'}`, message: `Reload, in ${options.locale || 'en'}` },
    warnings: [],
  }));
}

describe('renderedForms', () => {
  it('answers the served definition with its markup, language, title, direction, unfinished notice and version', async () => {
    const forms = renderedForms({ render: countingRender(), build: 'b1', onRenderFailure: vi.fn() });
    const { body, etag } = await forms.answer(variant({ lang: 'de-AT' }));
    expect(JSON.parse(body.text())).toEqual({
      definition: JSON.parse(definitionText(1)),
      markup: '<form data-version="1"></form>',
      lang: 'de',
      title: 'Title in de',
      dir: 'ltr',
      unfinished: { title: 'Unfinished in de', message: 'Reload, in de' },
      version: 1,
    });
    expect(etag).toMatch(/^"v1-de-[\w-]{16}-b1"$/);
    expect(JSON.parse((await forms.answer(variant({ lang: 'he' }))).body.text())).toMatchObject({ lang: 'he-il', title: 'Title in he-il', dir: 'rtl' });
  });

  it('renders a variant once, and a new version, language or build anew with a new ETag', async () => {
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() });
    const first = await forms.answer(variant());
    expect(await forms.answer(variant())).toEqual(first);
    expect(render).toHaveBeenCalledTimes(1);
    const second = await forms.answer(variant({ definitionText: definitionText(2) }));
    expect(JSON.parse(second.body.text()).markup).toBe('<form data-version="2"></form>');
    const german = await forms.answer(variant({ lang: 'de' }));
    const rebuilt = await renderedForms({ render, build: 'b2', onRenderFailure: vi.fn() }).answer(variant());
    expect(new Set([first.etag, second.etag, german.etag, rebuilt.etag]).size).toBe(4);
  });

  it('renders for a known visitor apart, once, under an ETag of its own', async () => {
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() });
    const anyone = await forms.answer(variant());
    const known = await forms.answer(variant({ knownVisitor: true }));
    expect(await forms.answer(variant({ knownVisitor: true }))).toEqual(known);
    expect(render.mock.calls.map(([, options]) => options.knownVisitor)).toEqual([false, true]);
    expect(known.etag).toMatch(/^"v1-en-known-/);
    expect(known.etag).not.toBe(anyone.etag);
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

  it('keeps at most its bytes of answers, 32 MiB unless told, and serves a larger answer without keeping it', async () => {
    expect(RENDERED_BYTES_LIMIT).toBe(32 * 1024 * 1024);
    const render = countingRender();
    const one = await renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() }).answer(variant());
    const answerBytes = Buffer.byteLength(one.body.text()) + Buffer.byteLength(one.etag);
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn(), byteLimit: Math.floor(answerBytes * 1.5) });
    await forms.answer(variant());
    expect(forms.bytes).toBe(answerBytes);
    await forms.answer(variant({ definitionText: definitionText(2) }));
    expect(forms.size).toBe(1);
    expect(forms.bytes).toBe(answerBytes);

    const tiny = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn(), byteLimit: answerBytes - 1 });
    render.mockClear();
    expect((await tiny.answer(variant())).body.text()).toBe(one.body.text());
    expect(tiny.size).toBe(0);
    await tiny.answer(variant());
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps each compressed copy with its variant, counted in its bytes, and compresses it once', async () => {
    const forms = renderedForms({ render: countingRender(), build: 'b1', onRenderFailure: vi.fn() });
    const { body, etag } = await forms.answer(variant());
    const answerBytes = Buffer.byteLength(body.text()) + Buffer.byteLength(etag);
    expect(forms.bytes).toBe(answerBytes);
    const brotli = await body.in('br');
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(body.text());
    expect(forms.bytes).toBe(answerBytes + brotli.length);
    const gzip = await (await forms.answer(variant())).body.in('gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(body.text());
    expect(forms.bytes).toBe(answerBytes + brotli.length + gzip.length);
    // Asked again, the same bytes: not compressed anew.
    expect(await (await forms.answer(variant())).body.in('br')).toBe(brotli);
    expect(forms.bytes).toBe(answerBytes + brotli.length + gzip.length);
  });

  it('drops a variant whose compressed copy takes it past the byte limit, still sending that copy', async () => {
    const render = countingRender();
    const one = await renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() }).answer(variant());
    const answerBytes = Buffer.byteLength(one.body.text()) + Buffer.byteLength(one.etag);
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn(), byteLimit: answerBytes + 1 });
    const { body } = await forms.answer(variant());
    expect(forms.size).toBe(1);
    expect(gunzipSync(await body.in('gzip')).toString('utf8')).toBe(body.text());
    expect(forms.size).toBe(0);
    expect(forms.bytes).toBe(0);
  });

  it('asks again for an answer that could not be made at all', async () => {
    const failure = new Error('cannot log');
    const onRenderFailure = vi.fn(() => {
      throw failure;
    });
    const render = vi.fn(() => Promise.reject(new Error('cannot render')));
    const forms = renderedForms({ render, build: 'b1', onRenderFailure });
    await expect(forms.answer(variant())).rejects.toBe(failure);
    expect(forms.size).toBe(0);
    await expect(forms.answer(variant())).rejects.toBe(failure);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers the definition without markup when the render fails, and says so', async () => {
    const onRenderFailure = vi.fn();
    const failure = new Error('cannot render');
    const forms = renderedForms({ render: () => Promise.reject(failure), build: 'b1', onRenderFailure });
    const { body } = await forms.answer(variant());
    expect(JSON.parse(body.text())).toEqual({ definition: JSON.parse(definitionText(1)), markup: null, lang: '', title: null, dir: null, unfinished: null, version: 1 });
    expect(onRenderFailure).toHaveBeenCalledWith(failure, '123456/g');
  });

  it('answers neither definition nor markup for a stored text that is not JSON, and says so', async () => {
    const onRenderFailure = vi.fn();
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure });
    const { body } = await forms.answer(variant({ definitionText: '{"form":' }));
    expect(JSON.parse(body.text())).toEqual({ definition: null, markup: null, lang: '', title: null, dir: null, unfinished: null, version: null });
    expect(render).not.toHaveBeenCalled();
    expect(onRenderFailure).toHaveBeenCalledWith(expect.any(SyntaxError), '123456/g');
  });

  it('takes a language no locale supports for the definition’s own', async () => {
    const render = countingRender();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn() });
    await forms.answer(variant({ lang: 'xx' }));
    await forms.answer(variant({ lang: '' }));
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(expect.anything(), { locale: '', formsHost: 'https://forms.test', knownVisitor: false });
  });

  it('has nothing to warm up with a renderer of its own', async () => {
    const render = countingRender();
    const onRendererLoaded = vi.fn();
    const forms = renderedForms({ render, build: 'b1', onRenderFailure: vi.fn(), onRendererLoaded });
    await forms.warmUp();
    expect(render).not.toHaveBeenCalled();
    expect(onRendererLoaded).not.toHaveBeenCalled();
  });

  it('warms its renderer up once: told of the load then, not again at the first render', async () => {
    const onRendererLoaded = vi.fn();
    const forms = renderedForms({ build: 'b1', onRenderFailure: vi.fn(), onRendererLoaded });
    await forms.warmUp();
    expect(onRendererLoaded.mock.calls).toEqual([['development']]);
    expect(JSON.parse((await forms.answer(variant({ definitionText: JSON.stringify(fixtureWire(FORMS.contact)) }))).body.text()).markup).toMatch(/^<form /);
    expect(onRendererLoaded).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('tells once, when its renderer first loads, which React build renders (the development one under the test runner)', async () => {
    const onRendererLoaded = vi.fn();
    const forms = renderedForms({ build: 'b1', onRenderFailure: vi.fn(), onRendererLoaded });
    const contact = JSON.stringify(fixtureWire(FORMS.contact));
    for (const lang of ['', 'de']) expect(JSON.parse((await forms.answer(variant({ definitionText: contact, lang }))).body.text()).markup).toMatch(/^<form /);
    expect(onRendererLoaded.mock.calls).toEqual([['development']]);
    // The real renderer's first load (React, jsdom, the catalogues) is slow on a busy machine.
  }, 60_000);
});
