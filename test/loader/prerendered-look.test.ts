import { describe, expect, it } from 'vitest';
import { prerenderedLook } from '../../src/loader/prerendered-look';
import { wireDefinition } from '../store/wire-definition';

const IN_PAGE = { renderFrame: undefined, isInsideFrame: false, pageId: '' };
const CUSTOM_STYLE = { noBranding: true, renderShell: false, rawHtmlAccess: false, customStyleAccess: true };

describe("what the loader makes of the host markup's definition", () => {
  it('uses the markup of an in-page form, with its style tokens as custom properties', () => {
    const look = prerenderedLook(wireDefinition({ groups: [], form: { style: { submitColor: '#0a7' } }, top: { scopes: CUSTOM_STYLE } }), IN_PAGE);
    expect(look.usable).toBe(true);
    expect(look.properties).toMatchObject({ '--hsf-submit-color': '#0a7', '--hsf-accent': '#0a7' });
  });

  it('leaves a framed form, a form with theme css and an inherit-themed form to the runtime', () => {
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'canvas' } }), IN_PAGE).usable).toBe(false);
    expect(prerenderedLook(wireDefinition({ groups: [] }), { ...IN_PAGE, renderFrame: true }).usable).toBe(false);
    expect(prerenderedLook(wireDefinition({ groups: [], top: { themeCss: '.x{}' } }), IN_PAGE).usable).toBe(false);
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'inherit' } }), { ...IN_PAGE, renderFrame: false }).usable).toBe(false);
    expect(prerenderedLook('not a definition', IN_PAGE).usable).toBe(false);
  });

  it('shows a themed form in the page when the site owner asks for no frame', () => {
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'canvas' } }), { ...IN_PAGE, renderFrame: false }).usable).toBe(true);
  });
});
