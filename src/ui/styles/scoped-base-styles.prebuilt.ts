import { scopeCss } from '../../core/style/scope-css';
import { BASE_STYLES } from './base-styles';
import { SITE_LOOK_STYLES } from './site-look-styles';
import { STYLE_OBJECT_STYLES } from './style-object-styles';
import { BASE_SCOPE } from './style-scopes';

/**
 * The embed's own rules, confined to the forms' wrappers (`BASE_SCOPE`) so the page around them
 * keeps its look. The build runs this module and bundles the resulting text (esbuild.config.ts,
 * `prebuiltPlugin`), so embed.js carries the scoped sheet and not the scoper; tests compute it here.
 */
export const SCOPED_BASE_STYLES = /* @__PURE__ */ scopeCss(BASE_STYLES + STYLE_OBJECT_STYLES + SITE_LOOK_STYLES, BASE_SCOPE);
