/** Id of the country dropdown beside a phone input. */
export function countrySelectId(inputId: string): string {
  return `${inputId}-country`;
}
