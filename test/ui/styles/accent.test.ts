import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT } from '../../../src/core/style/design-tokens';
import { ACCENT } from '../../../src/ui/styles/accent';
import { BASE_STYLES } from '../../../src/ui/styles/base-styles';
import { DATE_PICKER_STYLES } from '../../../src/ui/styles/date-picker-styles';
import { RATING_STYLES } from '../../../src/ui/styles/rating-styles';
import { SITE_LOOK_STYLES } from '../../../src/ui/styles/site-look-styles';
import { STYLE_OBJECT_STYLES } from '../../../src/ui/styles/style-object-styles';

const SHEETS = { BASE_STYLES, DATE_PICKER_STYLES, RATING_STYLES, SITE_LOOK_STYLES, STYLE_OBJECT_STYLES };

describe('the accent in the stylesheets', () => {
  it('falls back to the design tokens’ default accent', () => {
    expect(ACCENT).toBe(`var(--hsf-accent,${DEFAULT_ACCENT})`);
  });

  it.each(Object.entries(SHEETS))('%s reads the accent with that one fallback, or none', (_name, css) => {
    const fallbacks = [...css.matchAll(/var\(--hsf-accent,([^)]*)\)/g)].map((match) => match[1]);
    expect(new Set(fallbacks)).toEqual(new Set(fallbacks.length > 0 ? [DEFAULT_ACCENT] : []));
  });
});
