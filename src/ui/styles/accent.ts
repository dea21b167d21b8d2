import { DEFAULT_ACCENT } from '../../core/style/design-tokens';

/**
 * The form's accent as the stylesheets read it: the token every form sets (`designTokens`), with
 * the design tokens' default accent for an element drawn outside a form's tokens.
 */
export const ACCENT = `var(--hsf-accent,${DEFAULT_ACCENT})`;
