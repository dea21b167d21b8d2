/**
 * Trusted Types (pages whose Content Security Policy says `require-trusted-types-for 'script'`):
 * such a page refuses a plain string at every place where markup is parsed or a script URL is
 * set. The embed vouches for its own strings through named policies, which a page that lists the
 * policies it allows (`trusted-types`) names: `forms-embed` in embed.js and `forms-embed-html`
 * for the sanitiser's output. A policy leaves the module that made it only once, from the
 * loader to the runtime as the runtime takes over (the first caller wins, so a script on the
 * page cannot ask for it afterwards). Without Trusted Types the strings are used as they are.
 */
interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
/** A named policy, as the loader hands `forms-embed` to the runtime. */
export type ScriptPolicy = Policy;
type TrustedTypesWindow = Window & { trustedTypes?: { createPolicy(name: string, rules: Record<keyof Policy, (input: string) => string>): Policy } };

const asIs = (input: string) => input;

/**
 * A function answering `name`'s policy in a window (made once per window), or null where there
 * is none or the page refuses it. `adopt` takes a policy of that name made by another bundle.
 */
export function namedPolicy(name: string): ((win: Window) => Policy | null) & { adopt(win: Window, policy: Policy | null): void } {
  const made = new WeakMap<Window, Policy | null>();
  const policyIn = (win: Window): Policy | null => {
    if (!made.has(win)) {
      let policy: Policy | null = null;
      try {
        policy = (win as TrustedTypesWindow).trustedTypes?.createPolicy(name, { createHTML: asIs, createScriptURL: asIs }) ?? null;
      } catch {
        // A page whose `trusted-types` list leaves the name out: its own refusal report says why.
      }
      made.set(win, policy);
    }
    return made.get(win) ?? null;
  };
  return Object.assign(policyIn, { adopt: (win: Window, policy: Policy | null) => void made.set(win, policy) });
}

/**
 * The embed's policy, made by the loader (embed.js) to add the runtime's script and handed to
 * the runtime once, when it takes over (`src/loader/handoff.ts`): a page lists each name once. Its callers: the URLs of the embed's own files, the isolated frame's fixed
 * document, and HTML parsed into an inert document only to read its text.
 */
const embedPolicy = namedPolicy('forms-embed');

export const trustedHtml = (win: Window, html: string): string => (embedPolicy(win)?.createHTML(html) ?? html) as string;
export const trustedScriptUrl = (win: Window, url: string): string => (embedPolicy(win)?.createScriptURL(url) ?? url) as string;

/** The loader's policy in `win`, for the runtime; the runtime adopts it before adding any script. */
export const embedPolicyIn = (win: Window): Policy | null => embedPolicy(win);
export const adoptEmbedPolicy = (win: Window, policy: Policy | null): void => embedPolicy.adopt(win, policy);
