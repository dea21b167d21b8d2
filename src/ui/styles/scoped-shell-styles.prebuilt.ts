import { scopeCss } from '../../core/style/scope-css';
import { SHELL_STYLES } from './shell-styles';
import { BASE_SCOPE } from './style-scopes';

/** `SHELL_STYLES` confined to the forms' wrappers; prebuilt like `scoped-base-styles.prebuilt.ts`. */
export const SCOPED_SHELL_STYLES = /* @__PURE__ */ scopeCss(SHELL_STYLES, BASE_SCOPE);
