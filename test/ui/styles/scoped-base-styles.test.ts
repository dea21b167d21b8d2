import { describe, expect, it } from 'vitest';
import { scopeCss } from '../../../src/core/style/scope-css';
import { BASE_STYLES } from '../../../src/ui/styles/base-styles';
import { SCOPED_BASE_STYLES } from '../../../src/ui/styles/scoped-base-styles.prebuilt';
import { SITE_LOOK_STYLES } from '../../../src/ui/styles/site-look-styles';
import { STYLE_OBJECT_STYLES } from '../../../src/ui/styles/style-object-styles';
import { BASE_SCOPE } from '../../../src/ui/styles/style-scopes';
import { SHELL_STYLES } from '../../../src/ui/styles/shell-styles';
import { SCOPED_SHELL_STYLES } from '../../../src/ui/styles/scoped-shell-styles.prebuilt';

const blocks = (css: string) => (css.match(/\{/g) ?? []).length;

describe('SCOPED_BASE_STYLES', () => {
  it("keeps every rule of the embed's own sheets: nothing in them is of a kind the scoper drops", () => {
    const warnings: string[] = [];
    scopeCss(BASE_STYLES + STYLE_OBJECT_STYLES + SITE_LOOK_STYLES, BASE_SCOPE, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(blocks(SCOPED_BASE_STYLES)).toBe(blocks(BASE_STYLES + STYLE_OBJECT_STYLES + SITE_LOOK_STYLES));
    scopeCss(SHELL_STYLES, BASE_SCOPE, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(blocks(SCOPED_SHELL_STYLES)).toBe(blocks(SHELL_STYLES));
  });

});
