/** The id of a form's wrapper and of its handle, `hbspt-form-{index}` (the page's n-th form). */
export const formWrapperId = (index: number): string => `hbspt-form-${index}`;

/**
 * The element a form renders into, `div.hbspt-form#hbspt-form-{index}`: the same whether the
 * runtime renders the form, the loader shows the host's markup or the load-error panel.
 */
export function createFormWrapper(doc: Document, index: number): HTMLDivElement {
  const wrapper = doc.createElement('div');
  wrapper.className = 'hbspt-form';
  wrapper.id = formWrapperId(index);
  return wrapper;
}
