import { hasFilteredDependents } from './dependent-fields';
import type { FormDefinition } from './form-definition';
import { hasCountrySelect } from './phone/country-select';

/**
 * Whether a definition renders with parts that are not in embed.js but come with
 * the runtime's calls part (`lazy/calls-chunk.ts`): dependent-field filters,
 * the legal-consent block, rating widgets and the phone country dropdown (its region list). Such a form waits for that file before it shows,
 * so it never shows incomplete; forms without them show without waiting.
 */
export const needsLaterParts = (definition: FormDefinition): boolean =>
  definition.metaData.legalConsentOptions !== null ||
  hasFilteredDependents(definition) ||
  Object.values(definition.fields).some((field) => field.inputKind === 'rating' || hasCountrySelect(field));
