import { provideAnswer } from '../api/prefetched-answers';
import { request, type HttpResponse, type RequestError } from '../api/request';
import {
  DEFAULT_ERROR_CLASS,
  DEFAULT_ERROR_MESSAGE_CLASS,
  DEFAULT_SUBMIT_BUTTON_CLASS,
  inPreviewOrBuilder,
  type EmbedContext,
} from '../core/embed-context';
import { isRecord } from '../core/definition/wire-reader';
import { jsonText } from '../core/json-text';
import type { DefinitionRequest } from '../core/definition-request';
import { ok, type Result } from '../core/result';
import { takesSiteLook } from '../core/style/site-look';
import { enLoader } from '../i18n/en-loader';
import { ENGLISH_UNFINISHED_FORM_TEXT, type UnfinishedFormText } from '../i18n/unfinished-form-text';

/** What the host rendered for a form: its wire definition and the markup (null: the host could not render it). */
export interface RenderedForm {
  definition: unknown;
  markup: string | null;
  /** The language the markup is in, its direction and the form's title in it (which names the isolated frame). */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** What the form says in that language should the runtime never arrive (`unfinished-form.ts`). */
  unfinished: UnfinishedFormText;
}

type MarkupOptions = Pick<
  EmbedContext,
  | 'translations'
  | 'css'
  | 'style'
  | 'theme'
  | 'locale'
  | 'useDraft'
  | 'embedDefinitionUrl'
  | 'isPreview'
  | 'isBuilder'
  | 'previewMode'
  | 'cssClass'
  | 'cssRequired'
  | 'errorClass'
  | 'errorMessageClass'
  | 'submitButtonClass'
  | 'submitText'
  | 'isMobileResponsive'
>;

/** Options whose values the host renders with (its defaults): any other value changes the markup's classes or text. */
function rendersAsHost(options: MarkupOptions): boolean {
  return (
    options.cssClass.trim() === '' &&
    options.cssRequired.trim() === '' &&
    options.submitText.trim() === '' &&
    options.errorClass === DEFAULT_ERROR_CLASS &&
    options.errorMessageClass === DEFAULT_ERROR_MESSAGE_CLASS &&
    options.submitButtonClass === DEFAULT_SUBMIT_BUTTON_CLASS &&
    options.isMobileResponsive
  );
}

/**
 * Where the host's pre-rendered form is (`GET …/rendered?lang=`), or undefined when its markup
 * cannot be used as it is: the page's own `translations`, `css` or `style`, the `inherit`
 * theme, or classes, a button text or `isMobileResponsive: false` of its own change the markup or its look; a draft, a site owner's definition URL and the preview
 * and builder modes are not what the host renders. A known visitor's `hutk` goes along: the host
 * renders what such a visitor sees, or, if its definition has values of their own, answers
 * without markup (the embed renders the form then).
 */
export function renderedFormUrl(definition: DefinitionRequest, options: MarkupOptions): string | undefined {
  if (definition.kind !== 'fetch' || options.useDraft || options.embedDefinitionUrl || inPreviewOrBuilder(options)) return undefined;
  if (Object.keys(options.translations).length > 0 || options.css.trim() !== '' || Object.keys(options.style).length > 0) return undefined;
  if (takesSiteLook(options.theme, '') || !rendersAsHost(options)) return undefined;
  let url: URL;
  try {
    url = new URL(definition.primaryUrl);
  } catch {
    return undefined;
  }
  if (!url.pathname.endsWith('/json')) return undefined;
  url.pathname = `${url.pathname.slice(0, -'/json'.length)}/rendered`;
  if (options.locale) url.searchParams.set('lang', options.locale);
  return url.href;
}

function readRendered(response: HttpResponse): RenderedForm | undefined {
  if (response.status !== 200) return undefined;
  try {
    const body: unknown = JSON.parse(response.text);
    if (!isRecord(body) || !isRecord(body.definition)) return undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const unfinished = isRecord(body.unfinished) ? { title: text(body.unfinished.title), message: text(body.unfinished.message) } : undefined;
    return {
      definition: body.definition,
      markup: text(body.markup) || null,
      lang: text(body.lang) || 'en',
      dir: body.dir === 'rtl' ? 'rtl' : 'ltr',
      // An older host names no title: the runtime names the frame in the form's language when it takes over.
      title: text(body.title) || enLoader.formTitle,
      // An older host sends no notice (or one that cannot be shown): English, as the loader's other panel.
      unfinished: unfinished?.title && unfinished.message ? unfinished : ENGLISH_UNFINISHED_FORM_TEXT,
    };
  } catch {
    return undefined;
  }
}

/**
 * Asks the host for the pre-rendered form now, and answers the definition request the store
 * will make (`definitionUrl`) from the definition inside it: one request for both. A host
 * without the route, or an answer that cannot be read, sends the store's own request after it,
 * within what is left of `timeoutMs`, as if nothing had been asked before.
 */
export function prefetchRenderedForm(renderedUrl: string, definitionUrl: string, timeoutMs: number): Promise<RenderedForm | undefined> {
  const started = Date.now();
  const rendered = request(renderedUrl, { timeoutMs }).then((answer) => (answer.ok ? readRendered(answer.value) : undefined));
  provideAnswer(
    definitionUrl,
    rendered.then((form): Promise<Result<HttpResponse, RequestError>> => {
      // Handed on as read: writing it out for the store to read again cost 10-20 ms at 200 fields.
      // Its text is written only if asked for, as it came, whatever the page did to JSON (`jsonText`).
      if (form) return Promise.resolve(ok({ status: 200, ok: true, json: form.definition, get text() { return jsonText(form.definition); }, retryAfter: null }));
      return request(definitionUrl, { timeoutMs: Math.max(1, timeoutMs - (Date.now() - started)) });
    }),
    started,
  );
  return rendered;
}
