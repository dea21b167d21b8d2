/**
 * The `validation.data` of a field, 'min:max:enabled' (spec section 5): the bounds of a number's
 * range, or of a text's or phone number's length. Only on when the third part is 'true'.
 */
export interface ValidationRange {
  enabled: boolean;
  min: number | undefined;
  max: number | undefined;
}

const NO_RANGE: ValidationRange = { enabled: false, min: undefined, max: undefined };

function bound(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export function parseValidationRange(data: string): ValidationRange {
  const parts = data.split(':');
  if (parts.length !== 3 || parts[2]!.trim().toLowerCase() !== 'true') return NO_RANGE;
  const min = bound(parts[0]);
  const max = bound(parts[1]);
  if (min === undefined && max === undefined) return NO_RANGE;
  return { enabled: true, min, max };
}
