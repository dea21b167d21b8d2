export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Mean of the middle 80 %: the page clock ticks in 0.1 ms steps, so a mean resolves finer than a median. */
export function trimmedMean(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 10);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}
