/**
 * The embed contexts spec sections 2 and 6 name: a shareable form page (the forms host's own
 * page for one form) and a CMS module embed (a form placed by the site builder's form module).
 * Read from the page by `embed/form-facts.ts`; they change the frame rule, the branding link and
 * the step indicator.
 */
export interface EmbedSurface {
  /** The page is a shareable form page: the form renders in the page, not in a frame. */
  isShareablePage: boolean;
  /** The form sits in a CMS form module: no branding link, no step indicator. */
  isCmsModule: boolean;
}

/** The wrapper a CMS page puts around its form module. */
export const CMS_FORM_MODULE_SELECTOR = '.hs_cos_wrapper_type_form';
/** The id prefix of the target a CMS form module renders for its form. */
const CMS_FORM_TARGET_PREFIX = 'hs_form_target_';

export interface EmbedSurfaceFacts {
  /** The page's address. */
  pageUrl: string;
  /** Where the forms host serves shareable pages (`core/hosts.ts` `sharePagesUrl`). */
  sharePagesUrl: string;
  /** The id of the element the form renders into. */
  targetId: string;
  /** That element is inside a CMS form module's wrapper (`CMS_FORM_MODULE_SELECTOR`). */
  insideCmsFormModule: boolean;
}

/**
 * A shareable page is any page under the forms host's share address; a CMS module embed is a
 * target inside the module's wrapper or carrying the module's target id.
 */
export function embedSurface(facts: EmbedSurfaceFacts): EmbedSurface {
  return {
    isShareablePage: facts.sharePagesUrl !== '' && facts.pageUrl.startsWith(`${facts.sharePagesUrl}/`),
    isCmsModule: facts.insideCmsFormModule || facts.targetId.startsWith(CMS_FORM_TARGET_PREFIX),
  };
}
