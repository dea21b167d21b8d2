import type { FieldOption } from '../../core/form-definition';

export interface IndexedOption {
  option: FieldOption;
  /** Position in the field's `options`, used for the option's element id so it stays stable. */
  index: number;
}

/**
 * Options a visitor can see: hidden options are skipped, unless one is the current value (a
 * default or known value), so the input never shows a value it does not offer.
 */
export function visibleOptions(
  options: readonly FieldOption[],
  selected: readonly string[],
): IndexedOption[] {
  const result: IndexedOption[] = [];
  options.forEach((option, index) => {
    if (!option.hidden || selected.includes(option.value)) result.push({ option, index });
  });
  return result;
}
