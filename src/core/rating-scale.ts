import type { FieldOption } from './form-definition';
import { ownValue } from './definition/wire-reader';

/** Inclusive scale bounds per rating type; NPS is the 0-10 likelihood question. */
const SCALES: Readonly<Record<string, readonly [number, number]>> = {
  nps: [0, 10],
  csat: [1, 5],
};
const DEFAULT_SCALE: readonly [number, number] = [1, 5];

/** Options for a rating field sent without any: one per step, labelled with its number. */
export function defaultRatingOptions(ratingType: string): FieldOption[] {
  const [low, high] = ownValue(SCALES, ratingType) ?? DEFAULT_SCALE;
  const options: FieldOption[] = [];
  for (let step = low; step <= high; step += 1) {
    const value = String(step);
    options.push({ label: value, value, description: '', hidden: false, readOnly: false });
  }
  return options;
}
