import type { ScriptSource } from '../embed/script-origin';
import type { ScriptPolicy } from '../ui/html/trusted-types';

/** What `hbspt.forms.create` hands back, at once, before the runtime has arrived. */
export interface FormHandle {
  /** The container id, `hbspt-form-{index}`. */
  id: string;
  /** Runs `callback` once the form is ready (at once when it already is). */
  onReady(callback: () => void): void;
}

/**
 * One form the page asked for: a `create` call's options, or a container found on the page; with
 * the host's markup the loader is showing for it (settled once shown or given up), which the
 * runtime waits for before it renders the form itself.
 */
export type FormRequest = ({ options: unknown } | { container: HTMLElement }) & { markup?: Promise<unknown> };

/** What the runtime (`embed-runtime-{hash}.js`) gives the loader when it arrives. */
export interface RuntimeForms {
  /**
   * Called first: the loader's Trusted Types policy (null without Trusted Types). A page lists
   * each policy name once, so the runtime uses the loader's rather than making a second one.
   */
  adoptScriptPolicy(policy: ScriptPolicy | null): void;
  /** Mounts one form with the index its handle was given. */
  create(request: FormRequest, index: number): FormHandle;
  /** A form is mounted in this element. */
  has(target: Element): boolean;
  /** Unmounts every form whose target has left the document. */
  unmountDetached(): void;
}

/** The loader's side of the page global: what the runtime reads when it runs. */
export interface LoaderHandoff {
  /** Where embed.js came from (its folder holds the runtime and the on-demand files). */
  script: ScriptSource;
  /**
   * The runtime's file has run: `start` runs its code (React, the forms' take-over), which the
   * loader calls once the host's markup asked for so far is painted.
   */
  runtimeArrived(start: () => void): void;
  /** Hands the page's forms to the runtime: pending ones now, later ones as they are asked for. */
  takeOver(runtime: RuntimeForms): void;
}

/** The page global the loader leaves for the runtime. */
export const LOADER_GLOBAL_KEY = '__formsEmbedLoader';

type LoaderGlobal = { [LOADER_GLOBAL_KEY]?: LoaderHandoff };

export const readLoaderHandoff = (win: Window): LoaderHandoff | undefined => (win as Window & LoaderGlobal)[LOADER_GLOBAL_KEY];

export function leaveLoaderHandoff(win: Window, handoff: LoaderHandoff): void {
  (win as Window & LoaderGlobal)[LOADER_GLOBAL_KEY] = handoff;
}
