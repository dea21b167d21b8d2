import { describe, expect, it } from 'vitest';
import { UNKNOWN_SITE_LOOK } from '../../../src/core/style/site-look';
import { wireFormLook } from '../../../src/core/style/wire-form-look';
import { wireDefinition } from '../../store/wire-definition';

const CUSTOM_STYLE = { noBranding: true, renderShell: false, rawHtmlAccess: false, customStyleAccess: true };
const DARK_PAGE = { ...UNKNOWN_SITE_LOOK, background: 'rgb(18, 18, 18)', color: 'rgb(240, 240, 240)', linkColor: 'rgb(120, 170, 255)', colorScheme: 'dark' };

describe("the look the loader gives the host's markup", () => {
  it('sets the style object and the design tokens as custom properties', () => {
    const look = wireFormLook(wireDefinition({ groups: [], form: { style: { submitColor: '#0a7' } }, top: { scopes: CUSTOM_STYLE } }), UNKNOWN_SITE_LOOK);
    expect(look.properties).toMatchObject({ '--hsf-submit-color': '#0a7', '--hsf-accent': '#0a7' });
    expect(look.className).toBe('');
  });

  it('takes on a dark page the dark look, as the runtime does', () => {
    const look = wireFormLook(wireDefinition({ groups: [] }), DARK_PAGE);
    expect(look.className).toBe('hs-form-look-dark');
    expect(look.properties['--hsf-field-bg']).toBeDefined();
  });

  it('reads a definition it cannot use as one without a style', () => {
    expect(wireFormLook('not a definition', UNKNOWN_SITE_LOOK).properties['--hsf-accent']).toBeDefined();
  });
});
