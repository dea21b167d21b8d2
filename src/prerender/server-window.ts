/**
 * A DOM for the server render: the sanitiser (DOMPurify) needs one to parse rich text. jsdom is
 * loaded on first use, so a host installed without it starts and serves forms as before, each
 * one rendered in the visitor's browser (the render fails and the route answers no markup).
 */
let made: Promise<Window & typeof globalThis> | undefined;

export function serverWindow(): Promise<Window & typeof globalThis> {
  made ??= import('jsdom').then(
    ({ JSDOM }) => new JSDOM('<!doctype html>').window,
    (error: unknown) => {
      made = undefined;
      throw new Error(`jsdom cannot be loaded, so forms are not pre-rendered: ${String(error)}`);
    },
  );
  return made;
}
