import { jsonText } from '../core/json-text';
import { inPreviewOrBuilder, type EmbedContext } from '../core/embed-context';
import { buildDefinitionRequest, type DefinitionRequest } from '../core/definition-request';
import { CMS_FORM_MODULE_SELECTOR, embedSurface, type EmbedSurface } from '../core/embed-surface';
import { deriveHosts, isQaEnvironment, sharePagesUrl, type FormsHosts } from '../core/hosts';
import { HS_CONTEXT_SOURCE, type HsContextFacts } from '../core/submission/hs-context';
import { readPageContext, type PageContext } from './page-context';
import type { ScriptSource } from './script-origin';

/** What one mounted form knows of where it runs: the page, its hosts, its visitor and its submission context. */
export interface FormFacts {
  page: PageContext;
  /** The QA environment: QA hosts and the QA captcha key. */
  qa: boolean;
  hosts: FormsHosts;
  /** The visitor's tracking id: the site owner's, else the page's cookie. */
  hutk: string;
  /** The page facts of `hs_context`. */
  hsContext: HsContextFacts;
  /** The site owner's thank-you: `rawInlineMessage` (sanitised without the rawHtmlAccess scope), else `inlineMessage`. */
  inlineMessage: string;
  /** A shareable page, a CMS module embed (`core/embed-surface.ts`). */
  surface: EmbedSurface;
}

type FormHostsContext = Pick<EmbedContext, 'env' | 'region' | 'hutk'>;

/** The page and the hosts a form talks to: what the loader needs to request the definition early. */
export function readFormHosts(win: Window, context: FormHostsContext, script: ScriptSource) {
  const page = readPageContext(win);
  const qa = isQaEnvironment({ envOption: context.env, pageQueryEnv: page.queryEnv, hostname: page.hostname });
  const hostConfig = {
    region: context.region,
    env: qa ? 'qa' : 'prod',
    selfHostOrigin: script.baseDomain ? undefined : script.origin,
    baseDomain: script.baseDomain,
  } as const;
  return { page, qa, hostConfig, hosts: deriveHosts(hostConfig), hutk: context.hutk || page.hutkCookie };
}

/** Where the form is shown (`core/embed-surface.ts`): read the same way by the loader, before the markup shows, and by the runtime. */
export function readFormSurface(page: Pick<PageContext, 'url'>, hostConfig: ReturnType<typeof readFormHosts>['hostConfig'], target: Element): EmbedSurface {
  return embedSurface({
    pageUrl: page.url,
    sharePagesUrl: sharePagesUrl(hostConfig),
    targetId: target.id,
    insideCmsFormModule: target.closest(CMS_FORM_MODULE_SELECTOR) !== null,
  });
}

type DefinitionContext = Pick<EmbedContext, 'portalId' | 'formId' | 'formsBaseUrl' | 'embedDefinitionUrl' | 'useDraft' | 'formData' | 'isPreview' | 'isBuilder' | 'previewMode'>;

/** Where a form's definition comes from: one answer for the loader's early request and the store's. */
export function formDefinitionRequest(context: DefinitionContext, facts: Pick<FormFacts, 'hosts' | 'hutk' | 'page'>): DefinitionRequest {
  return buildDefinitionRequest({
    portalId: context.portalId,
    formId: context.formId,
    formsHost: facts.hosts.forms,
    staticFilesHost: facts.hosts.staticFiles,
    formsBaseUrl: context.formsBaseUrl,
    embedDefinitionUrl: context.embedDefinitionUrl,
    useDraft: context.useDraft,
    hutk: facts.hutk,
    allowUnpublished: facts.page.allowUnpublished,
    preview: inPreviewOrBuilder(context) ? { formData: context.formData } : undefined,
  });
}

/** Reads the page once and combines it with the site owner's options (spec sections 3 and 7). */
export function readFormFacts(win: Window, context: EmbedContext, script: ScriptSource, instanceKey: string, target: Element): FormFacts {
  const { page, qa, hostConfig, hosts, hutk } = readFormHosts(win, context, script);
  return {
    page,
    qa,
    hosts,
    hutk,
    // Where a submission comes from: the site owner's page data, else what the page says of itself.
    hsContext: {
      pageUrl: context.pageUrl || page.url,
      pageTitle: context.pageTitle || page.title,
      referrer: context.referrer || page.referrer,
      pageId: context.pageId,
      formInstanceId: instanceKey,
      locale: context.locale || 'en',
      pageCanonicalUrl: page.canonicalUrl,
      analytics: page.analytics,
      options: context,
    },
    inlineMessage: context.rawInlineMessage || context.inlineMessage,
    surface: readFormSurface(page, hostConfig, target),
  };
}

/** JSON of the hidden `hs_context` field; the store owns hutk (the cookie reset clears it). */
export function hsContextJson(facts: HsContextFacts) {
  return (hutk: string): string =>
    jsonText({
      hutk: hutk || undefined,
      pageUrl: facts.pageUrl,
      pageTitle: facts.pageTitle,
      referrer: facts.referrer || undefined,
      pageId: facts.pageId || undefined,
      formInstanceId: facts.formInstanceId,
      source: HS_CONTEXT_SOURCE,
    });
}

/** The form's `<form>` element once rendered: in the page, or inside its isolated frame. */
export function findFormElement(container: Element): HTMLFormElement | null {
  const inline = container.querySelector<HTMLFormElement>('form.hs-form');
  if (inline) return inline;
  const frame = container.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
  return frame?.contentDocument?.querySelector<HTMLFormElement>('form.hs-form') ?? null;
}
