import { createHash } from 'node:crypto';
import type { ReactBuild } from '../../../src/prerender/react-build.js';
import type { RenderedForm, RenderFormOptions } from '../../../src/prerender/render-form-markup.js';
import { supportedLocaleFor } from '../../../src/i18n/locales.js';
import { encodedBody, type EncodedBody } from '../../http/encoded-body.js';
import { textDigest } from '../../http/encoded-texts.js';
import { minimalWireDefinition } from '../forms/minimal-definition.js';
import { FORM_VERSION_META } from '../forms/wire-definition.js';
import { boundedCache } from './bounded-cache.js';

/** How many rendered variants (form version × language × origin × visitor known or not) a host process keeps. */
export const RENDERED_VARIANTS_LIMIT = 500;
/** How many bytes of answers (UTF-8, and each compressed copy made) a host process keeps, all variants together. */
export const RENDERED_BYTES_LIMIT = 32 * 1024 * 1024;

/**
 * What GET …/rendered answers: the JSON body `{ definition, markup, lang, title, dir, unfinished, version }`
 * (the served definition inside it byte for byte; `title`, `dir` and `unfinished`, the loader's
 * notice should the runtime never arrive, in the markup's language, null without markup), with
 * its compressed copies as they are asked for, and its ETag.
 */
export interface RenderedAnswer {
  body: EncodedBody;
  etag: string;
}

/** What is rendered: a form's served definition, in a language, linking to an origin. */
export interface Variant {
  /** The definition as the definition route serves it. */
  definitionText: string;
  /** Its `textDigest`, when the caller knows it (the served forms keep it with the text): not hashed again. */
  definitionDigest?: string;
  /** As the embed's `locale` option: '' (or a tag no locale supports) means the definition's own language. */
  lang: string;
  /** The host's public origin, which the markup links to. */
  formsHost: string;
  /** The page knows its visitor (it sent a `hutk`): the markup has what a recognised visitor sees. */
  knownVisitor: boolean;
  /** `{portalId}/{formId}`, for the log. */
  form: string;
}

export interface RenderedFormsOptions {
  /** The renderer (`src/prerender/render-form-markup.tsx`), loaded on first use so a host that never pre-renders never loads React's server renderer. */
  render?: (wireDefinition: unknown, options: RenderFormOptions) => Promise<RenderedForm>;
  /** Names the code that renders: a new build gives every form new markup, and a new ETag. */
  build: string;
  /** Told when a form (`{portalId}/{formId}`) cannot be rendered on the host: the browser renders it then. */
  onRenderFailure: (error: unknown, form: string) => void;
  /** Told once, when the renderer is first loaded, which React build renders (the development build is several times slower). */
  onRendererLoaded?: (build: ReactBuild) => void;
  /** Variants kept at most (`RENDERED_VARIANTS_LIMIT` unless told). */
  limit?: number;
  /** Bytes of answers kept at most (`RENDERED_BYTES_LIMIT` unless told). */
  byteLimit?: number;
}

/** What `warmUp` renders: a one-field form, enough to make every part of the renderer ready. */
const WARM_UP_FORM = minimalWireDefinition({ name: 'Warm-up', fields: [{ name: 'email', label: 'Email', type: 'email' }] }, '1', '00000000-0000-4000-8000-000000000000');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `formVersion` the host served the definition as, or null for a text without one. */
function versionOf(definition: unknown): number | null {
  const metaData = isRecord(definition) && isRecord(definition.form) ? definition.form.metaData : undefined;
  const pair = Array.isArray(metaData) ? metaData.find((entry) => isRecord(entry) && entry.name === FORM_VERSION_META) : undefined;
  const version = isRecord(pair) ? Number(pair.value) : NaN;
  return Number.isInteger(version) ? version : null;
}

/**
 * Forms rendered on the host (the instant form): each variant is rendered once and kept,
 * the least recently asked for dropped past `limit` variants or `byteLimit` bytes of answers (an
 * answer larger than that is served, not kept). A variant is the served definition's text
 * (so a new version, or any change, is a new variant: never a stale one), the supported locale
 * asked for, the origin the markup links to, and whether the visitor is known (not who). A render that fails answers the definition
 * without markup, which the embed renders itself.
 */
export function renderedForms(options: RenderedFormsOptions) {
  const cache = boundedCache<string, Promise<RenderedAnswer>>({
    entries: options.limit ?? RENDERED_VARIANTS_LIMIT,
    bytes: options.byteLimit ?? RENDERED_BYTES_LIMIT,
  });
  let toldBuild = false;
  async function loadRenderer() {
    const renderer = await import('../../../src/prerender/render-form-markup.js');
    if (!toldBuild) {
      toldBuild = true;
      options.onRendererLoaded?.(renderer.reactBuild());
    }
    return renderer.renderFormMarkup;
  }
  const render = options.render ?? (async (wire: unknown, renderOptions: RenderFormOptions) => (await loadRenderer())(wire, renderOptions));

  /** `onGrown`: the answer's body has a new compressed copy, and this many bytes with its ETag. */
  async function renderAnswer(variant: Variant, locale: string, digest: string, onGrown: (bytes: number) => void): Promise<RenderedAnswer> {
    const { definitionText, formsHost, form, knownVisitor } = variant;
    const answerOf = (text: string, etag: string): RenderedAnswer => ({ body: encodedBody(text, (bytes) => onGrown(bytes + Buffer.byteLength(etag))), etag });
    let definition: unknown;
    try {
      definition = JSON.parse(definitionText);
    } catch (error) {
      // Never stored by an import or a publish; the definition route sends such a text as it is.
      options.onRenderFailure(error, form);
      return answerOf('{"definition":null,"markup":null,"lang":"","title":null,"dir":null,"unfinished":null,"version":null}', `"unreadable-${digest}-${options.build}"`);
    }
    const version = versionOf(definition);
    let rendered: RenderedForm | null = null;
    try {
      rendered = await render(definition, { locale, formsHost, knownVisitor });
    } catch (error) {
      options.onRenderFailure(error, form);
    }
    const lang = rendered?.locale ?? locale;
    const fields = {
      markup: rendered?.markup ?? null,
      lang,
      title: rendered?.title ?? null,
      dir: rendered?.dir ?? null,
      unfinished: rendered?.unfinished ?? null,
      version,
    };
    // The definition's text as served, then the other fields (their JSON object without its `{`).
    const body = `{"definition":${definitionText},${JSON.stringify(fields).slice(1)}`;
    return answerOf(body, `"v${version ?? 0}-${lang || 'default'}${knownVisitor ? '-known' : ''}-${digest}-${options.build}"`);
  }

  return {
    /**
     * Loads the renderer now and renders a small form with it, kept nowhere (React's server
     * renderer, the sanitiser's DOM, the English catalogue: some 0.5 s of a built host's start),
     * so the first form asked for does not wait for them. A renderer given as an option has
     * nothing to load.
     */
    async warmUp(): Promise<void> {
      if (options.render !== undefined) return;
      const render = await loadRenderer();
      await render(WARM_UP_FORM, { locale: '', formsHost: 'https://forms.invalid' });
    },
    /** The answer for a variant, rendered once (and compressed once per encoding) while it stays in the cache. */
    answer(variant: Variant): Promise<RenderedAnswer> {
      const locale = supportedLocaleFor(variant.lang) ?? '';
      const definitionDigest = variant.definitionDigest ?? textDigest(variant.definitionText);
      const digest = createHash('sha256').update(definitionDigest).update('\0').update(variant.formsHost).digest('base64url').slice(0, 16);
      const key = `${digest} ${locale}${variant.knownVisitor ? ' known' : ''}`;
      return cache.getOrSet(key, () => {
        // Weighed once made (until then it counts as 0 bytes), and again with each compressed copy.
        const made: Promise<RenderedAnswer> = renderAnswer(variant, locale, digest, (bytes) => cache.weigh(key, made, bytes));
        // One that failed is asked for anew.
        made.then(
          ({ body, etag }) => cache.weigh(key, made, body.bytes + Buffer.byteLength(etag)),
          () => cache.drop(key, made),
        );
        return made;
      });
    },
    /** Variants kept now (at most `limit`). */
    get size(): number {
      return cache.size;
    },
    /** Bytes of the answers kept now (at most `byteLimit`). */
    get bytes(): number {
      return cache.bytes;
    },
  };
}

export type RenderedForms = ReturnType<typeof renderedForms>;
