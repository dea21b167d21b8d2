/** Browser autocomplete hints by property name (spec section 9 "Browser autocomplete hints"). */
const HINTS: Readonly<Record<string, string>> = {
  phone: 'tel',
  mobilephone: 'tel',
  email: 'email',
  company: 'organization',
  fax: 'tel',
  firstname: 'given-name',
  lastname: 'family-name',
  jobtitle: 'organization-title',
  salutation: 'honorific-prefix',
  state: 'address-level1',
  address: 'street-address',
  city: 'address-level2',
  country: 'country-name',
};

/** The `autocomplete` value for a field's property name; undefined (no attribute) when unknown. */
export function autocompleteHint(fieldName: string): string | undefined {
  const key = fieldName.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(HINTS, key) ? HINTS[key] : undefined;
}
