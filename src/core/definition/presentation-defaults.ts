/** A definition without a theme or embed version gets these (they decide where the form shows: `core/frame-selection.ts`). */
export const DEFAULT_THEME = 'legacy';
export const DEFAULT_EMBED_VERSION = 'v4';
