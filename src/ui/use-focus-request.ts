import { useEffect, type RefObject } from 'react';
import { focusField } from './focus-field';
import { useFormState } from './form-store-context';

/**
 * Carries out the store's focus requests (a summary link to a field, maybe on another page)
 * once the field is in the DOM: the effect runs after the page change has rendered.
 */
export function useFocusRequest(formRef: RefObject<HTMLFormElement | null>, formKey: string): void {
  const request = useFormState((state) => state.focusRequest);
  const currentPage = useFormState((state) => state.currentPage);
  useEffect(() => {
    if (request && formRef.current) focusField(formRef.current, request.fieldId, formKey);
  }, [request, currentPage, formRef, formKey]);
}
