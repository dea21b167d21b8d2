import { DEFAULT_ERROR_CLASS } from '../../core/embed-context';

/** `hs-input`, plus the error class when the field's errors are visible. */
export function inputClassName(invalid: boolean, errorClass: string): string {
  if (!invalid) return 'hs-input';
  const extra = errorClass.trim() === '' ? DEFAULT_ERROR_CLASS : errorClass.trim();
  return `hs-input ${extra}`;
}
