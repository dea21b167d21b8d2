import { useEffect, type RefObject } from 'react';
import { focusField, focusPageStart } from './focus-field';
import { useFormState } from './form-store-context';

/**
 * Carries out the store's focus requests (a summary link to a field, maybe on another page; the
 * start of the page Next or Previous showed). The store changes the page and makes the request
 * in one update, so when this effect runs after that render the page is in the DOM; each
 * request is carried out once.
 */
export function useFocusRequest(formRef: RefObject<HTMLFormElement | null>, formKey: string): void {
  const request = useFormState((state) => state.focusRequest);
  useEffect(() => {
    if (!request || !formRef.current) return;
    if (request.fieldId === null) focusPageStart(formRef.current);
    else focusField(formRef.current, request.fieldId, formKey);
  }, [request, formRef, formKey]);
}
