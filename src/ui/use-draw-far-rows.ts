import { useLayoutEffect, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';
import { useFormState } from './form-store-context';
import { FAR_ROW_SLICE_ATTRIBUTE, FAR_ROW_SLICES, NEAR_ROWS } from './styles/far-rows';

/**
 * Once the form has all its rows (a long form rendered here adds the rest after its first 12,
 * `PageGroups`) and is painted, draws each of its far rows once, a slice per frame
 * (`styles/far-rows.ts`): a skipped row then keeps its real height instead of a guessed one.
 * Again for each page of a multi-page form, whose rows are new; after a visitor reset ("Not
 * you?"), which shows the smart groups hidden before; and after each submit or Next that finds
 * problems: a far row's error would otherwise count only once the row nears the view, the form
 * growing under a visitor scrolling to it (the frame, sized to its content, moving the site's
 * page below it) and its scrollbar wrong meanwhile. Only a form with far rows, and
 * only in frames the browser paints: a hidden tab draws nothing, so it waits.
 */
export function useDrawFarRows(formRef: RefObject<HTMLFormElement | null>): void {
  const page = useFormState((state) => state.currentPage);
  const allRowsIn = useFormState((state) => state.readyToView);
  const groupsShown = useFormState((state) => state.groupsShown);
  // A new summary for each check that finds problems (and for the server's field errors).
  const problemsFound = useFormState((state) => state.errorSummary);
  useLayoutEffect(() => {
    const form = formRef.current;
    const win = form?.ownerDocument.defaultView;
    if (!allRowsIn || !form || !win || form.getElementsByTagName('fieldset').length <= NEAR_ROWS) return undefined;
    // Slice 0, none drawn yet: marked in the task the form is ready in, until every slice is drawn.
    let slice = 0;
    form.setAttribute(FAR_ROW_SLICE_ATTRIBUTE, '0');
    const drawNextSlice = () => {
      slice += 1;
      if (slice > FAR_ROW_SLICES) {
        form.removeAttribute(FAR_ROW_SLICE_ATTRIBUTE);
        return;
      }
      form.setAttribute(FAR_ROW_SLICE_ATTRIBUTE, String(slice));
      cancel = afterNextPaint(drawNextSlice, win);
    };
    let cancel = afterNextPaint(drawNextSlice, win);
    return () => {
      cancel();
      form.removeAttribute(FAR_ROW_SLICE_ATTRIBUTE);
    };
  }, [formRef, page, allRowsIn, groupsShown, problemsFound]);
}
