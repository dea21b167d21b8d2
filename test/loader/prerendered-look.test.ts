import { describe, expect, it } from 'vitest';
import { prerenderedLook } from '../../src/loader/prerendered-look';
import { wireDefinition } from '../store/wire-definition';

const IN_PAGE = { renderFrame: undefined, isInsideFrame: false, pageId: '', isShareablePage: false };

describe("what the loader makes of the host markup's definition", () => {
  it('uses the markup of an in-page form', () => {
    expect(prerenderedLook(wireDefinition({ groups: [] }), IN_PAGE)).toEqual({ usable: true, framed: false, themeCss: '' });
  });

  it('shows a framed form in the isolated frame, with its theme css there', () => {
    const themed = prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'canvas' }, top: { themeCss: '.hs-form{color:red}' } }), IN_PAGE);
    expect(themed).toMatchObject({ usable: true, framed: true, themeCss: '.hs-form{color:red}' });
    expect(prerenderedLook(wireDefinition({ groups: [] }), { ...IN_PAGE, renderFrame: true })).toMatchObject({ usable: true, framed: true });
  });

  it('decides the frame as the runtime does: a shareable page or a form inside a frame shows in the page', () => {
    const themed = wireDefinition({ groups: [], form: { themeName: 'canvas' } });
    expect(prerenderedLook(themed, { ...IN_PAGE, isShareablePage: true })).toMatchObject({ usable: true, framed: false });
    expect(prerenderedLook(themed, { ...IN_PAGE, isInsideFrame: true })).toMatchObject({ usable: true, framed: false });
    expect(prerenderedLook(themed, { ...IN_PAGE, pageId: '42' })).toMatchObject({ usable: true, framed: false });
  });

  it('leaves an in-page form with theme css and an inherit-themed form to the runtime', () => {
    expect(prerenderedLook(wireDefinition({ groups: [], top: { themeCss: '.x{}' } }), { ...IN_PAGE, renderFrame: false }).usable).toBe(false);
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'inherit' } }), { ...IN_PAGE, renderFrame: false }).usable).toBe(false);
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'inherit' } }), IN_PAGE).usable).toBe(false);
    expect(prerenderedLook('not a definition', IN_PAGE).usable).toBe(false);
  });

  it('shows a themed form in the page when the site owner asks for no frame', () => {
    expect(prerenderedLook(wireDefinition({ groups: [], form: { themeName: 'canvas' } }), { ...IN_PAGE, renderFrame: false }).usable).toBe(true);
  });
});
