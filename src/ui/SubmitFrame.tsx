import { usePaintedOnce } from './use-painted-once';

/**
 * The form's hidden frame, which its `target` names and raw-HTML forms post into
 * (`embed/hidden-frame-submit.ts`, which waits for it). Added once the form is painted: adding a
 * frame loads a document, whose load the browser's autofill answers by reading every field of the
 * page, laying out the rows not drawn yet. That cost 30-320 ms at 200 fields here, which held up
 * the first paint or, in the host's markup, the take-over. Its own component, so that only it renders again.
 */
export function SubmitFrame({ formKey }: { formKey: string }) {
  const painted = usePaintedOnce();
  return painted ? <iframe name={`target_iframe_${formKey}`} title="" hidden tabIndex={-1} aria-hidden="true" /> : null;
}
