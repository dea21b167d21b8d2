import { signupAppHost } from './signup-app-host';
import { signupLinkUrl } from './signup-link-url';

/** The anchors a site owner marks as signup links. */
export const SIGNUP_LINK_SELECTOR = 'a[data-signup-type]';

export interface FillSignupLinksOptions {
  /** Where `embed.js` came from (`ScriptSource`): the self-hosted origin, or a base domain. */
  script: { origin: string; baseDomain: string | undefined };
  /** The page's address, for its QA and local environment. */
  pageUrl: string;
  /** One random id for this page load, the same on every link. */
  uuid: string;
  /** Where a bad signup type is reported; console.debug by default. */
  debug?: (message: string) => void;
}

/**
 * Fills the href of every signup-link anchor under `root`. Each anchor may carry its own
 * `data-region` and `data-env` (`qa`, `local`), as form containers do.
 */
export function fillSignupLinks(root: ParentNode, options: FillSignupLinksOptions): void {
  const debug = options.debug ?? ((message: string) => console.debug(message));
  for (const anchor of Array.from(root.querySelectorAll<HTMLAnchorElement>(SIGNUP_LINK_SELECTOR))) {
    const appHost = signupAppHost({
      origin: options.script.origin,
      baseDomain: options.script.baseDomain,
      region: anchor.getAttribute('data-region') ?? '',
      envOption: anchor.getAttribute('data-env') ?? '',
      pageUrl: options.pageUrl,
    });
    const link = signupLinkUrl({
      appHost,
      type: anchor.getAttribute('data-signup-type'),
      uuid: options.uuid,
      currentHref: anchor.getAttribute('href'),
    });
    anchor.setAttribute('href', link.href);
    if (link.problem) debug(link.problem);
  }
}
