import { createHash } from 'node:crypto';
import type { RenderedForm, RenderFormOptions } from '../../../src/prerender/render-form-markup.js';
import { supportedLocaleFor } from '../../../src/i18n/locales.js';
import { FORM_VERSION_META } from '../forms/wire-definition.js';
import { boundedCache } from './bounded-cache.js';

/** How many rendered variants (form version × language × origin) a host process keeps. */
export const RENDERED_VARIANTS_LIMIT = 500;

/** What GET …/rendered answers: the JSON body (the served definition inside it byte for byte) and its ETag. */
export interface RenderedAnswer {
  body: string;
  etag: string;
}

/** What is rendered: a form's served definition, in a language, linking to an origin. */
export interface Variant {
  /** The definition as the definition route serves it. */
  definitionText: string;
  /** As the embed's `locale` option: '' (or a tag no locale supports) means the definition's own language. */
  lang: string;
  /** The host's public origin, which the markup links to. */
  formsHost: string;
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
  limit?: number;
}

const loadRenderer = async () => (await import('../../../src/prerender/render-form-markup.js')).renderFormMarkup;

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
 * the least recently asked for dropped past `limit`. A variant is the served definition's text
 * (so a new version, or any change, is a new variant: never a stale one), the supported locale
 * asked for, and the origin the markup links to. A render that fails answers the definition
 * without markup, which the embed renders itself.
 */
export function renderedForms(options: RenderedFormsOptions) {
  const cache = boundedCache<string, Promise<RenderedAnswer>>(options.limit ?? RENDERED_VARIANTS_LIMIT);
  const render = options.render ?? (async (wire: unknown, renderOptions: RenderFormOptions) => (await loadRenderer())(wire, renderOptions));

  async function renderAnswer(variant: Variant, locale: string, digest: string): Promise<RenderedAnswer> {
    const { definitionText, formsHost, form } = variant;
    let definition: unknown;
    try {
      definition = JSON.parse(definitionText);
    } catch (error) {
      // Never stored by an import or a publish; the definition route sends such a text as it is.
      options.onRenderFailure(error, form);
      return { body: '{"definition":null,"markup":null,"lang":"","version":null}', etag: `"unreadable-${digest}-${options.build}"` };
    }
    const version = versionOf(definition);
    let markup: string | null = null;
    let lang = locale;
    try {
      const rendered = await render(definition, { locale, formsHost });
      markup = rendered.markup;
      lang = rendered.locale;
    } catch (error) {
      options.onRenderFailure(error, form);
    }
    const body = `{"definition":${definitionText},"markup":${JSON.stringify(markup)},"lang":${JSON.stringify(lang)},"version":${JSON.stringify(version)}}`;
    return { body, etag: `"v${version ?? 0}-${lang || 'default'}-${digest}-${options.build}"` };
  }

  return {
    /** The answer for a variant, rendered once while it stays in the cache. */
    answer(variant: Variant): Promise<RenderedAnswer> {
      const locale = supportedLocaleFor(variant.lang) ?? '';
      const digest = createHash('sha256').update(variant.definitionText).update('\0').update(variant.formsHost).digest('base64url').slice(0, 16);
      const key = `${digest} ${locale}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = renderAnswer(variant, locale, digest);
        cache.set(key, answer);
      }
      return answer;
    },
    /** Variants kept now (at most `limit`). */
    get size(): number {
      return cache.size;
    },
  };
}

export type RenderedForms = ReturnType<typeof renderedForms>;
