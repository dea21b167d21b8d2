import { describe, expect, it } from 'vitest';
import { FORM_STYLE_KEYS } from '../../../src/core/definition/normalize-style';
import { styleProperties, stylePropertyName } from '../../../src/core/style/style-properties';

describe('styleProperties', () => {
  it('names each of the sixteen keys --hsf- in kebab case', () => {
    expect(FORM_STYLE_KEYS.map(stylePropertyName)).toEqual([
      '--hsf-background-width', '--hsf-submit-alignment', '--hsf-submit-color', '--hsf-submit-font-color', '--hsf-submit-size',
      '--hsf-font-family', '--hsf-help-text-color', '--hsf-help-text-size', '--hsf-label-text-size', '--hsf-label-text-color',
      '--hsf-legal-consent-text-color', '--hsf-legal-consent-text-size', '--hsf-thank-you-text-size', '--hsf-thank-you-text-color',
      '--hsf-link-color', '--hsf-clicked-link-color',
    ]);
  });

  it('maps set values, trimmed, and leaves out empty ones so the defaults hold', () => {
    expect(styleProperties({ submitColor: ' #0b6e4f ', fontFamily: '"Open Sans", sans-serif', linkColor: '  ', helpTextSize: '' })).toEqual({
      '--hsf-submit-color': '#0b6e4f',
      '--hsf-font-family': '"Open Sans", sans-serif',
    });
  });
});
