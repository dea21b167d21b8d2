import { describe, expect, it } from 'vitest';
import type { FormScopes, FormStyle } from '../../../src/core/form-definition';
import { resolveFormStyle } from '../../../src/core/style/resolve-form-style';

const scopes = (customStyleAccess: boolean): FormScopes => ({ noBranding: true, rawHtmlAccess: false, customStyleAccess, renderShell: false });
const definition = (style: FormStyle, globalStyle: FormStyle, customStyleAccess: boolean) => ({ style, globalStyle, scopes: scopes(customStyleAccess) });

describe('resolveFormStyle', () => {
  it('layers the global style, the form style and the site owner option, later winning key by key', () => {
    const resolved = resolveFormStyle(
      definition({ submitColor: '#0b6e4f', labelTextColor: '#111111' }, { submitColor: '#c8401f', helpTextSize: '11px', labelTextColor: '#222222' }, true),
      { labelTextColor: '#333333' },
    );
    expect(resolved).toEqual({ submitColor: '#0b6e4f', helpTextSize: '11px', labelTextColor: '#333333' });
  });

  it('keeps only backgroundWidth and fontFamily of the portal styles without customStyleAccess', () => {
    const resolved = resolveFormStyle(
      definition({ submitColor: '#0b6e4f', fontFamily: 'Lato' }, { backgroundWidth: '100%', helpTextColor: '#516f90', fontFamily: 'Arial' }, false),
      {},
    );
    expect(resolved).toEqual({ backgroundWidth: '100%', fontFamily: 'Lato' });
  });

  it("keeps the site owner's style option whole without the scope: it is the owner's own page code", () => {
    expect(resolveFormStyle(definition({ submitColor: '#0b6e4f' }, {}, false), { submitColor: '#123456', linkColor: 'navy' })).toEqual({
      submitColor: '#123456',
      linkColor: 'navy',
    });
  });

  it('gives {} when nobody styles the form', () => {
    expect(resolveFormStyle(definition({}, {}, true), {})).toEqual({});
  });
});
