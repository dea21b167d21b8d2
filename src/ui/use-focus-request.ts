import { useEffect, type RefObject } from 'react';
import { focusField } from './focus-field';
import { useFormState } from './form-store-context';

/**
 * Carries out the store's focus requests (a summary link to a field, maybe on another page).
 * The store changes the page and makes the request in one update, so when this effect runs
 * after that render the field is in the DOM; each request is carried out once.
 */
export function useFocusRequest(formRef: RefObject<HTMLFormElement | null>, formKey: string): void {
  const request = useFormState((state) => state.focusRequest);
  useEffect(() => {
    if (request && formRef.current) focusField(formRef.current, request.fieldId, formKey);
  }, [request, formRef, formKey]);
}
