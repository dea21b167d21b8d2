// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { FormDefinition } from '../../src/core/form-definition';
import { readOptions } from '../../src/embed/read-options';
import { formPresenter } from '../../src/embed/present-form';
import { applyFormCss } from '../../src/ui/styles/apply-form-css';
import { textFieldsDefinition } from '../store/wire-definition';

// The scoper itself is tested in test/ui/styles; here: what the presenter hands it, and when.
vi.mock('../../src/ui/styles/apply-form-css', () => ({ applyFormCss: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(applyFormCss).mockClear();
});

/** A legacy-theme definition (shown in the page) with the given theme css. */
function definition(themeCss: string): FormDefinition {
  const result = normalizeDefinition(textFieldsDefinition(['a'], { top: { themeCss } }));
  if (!result.ok) throw new Error(result.error);
  return result.value.definition;
}

const present = (css: string, themeCss: string) => {
  const { context } = readOptions({ portalId: '123456', formId: 'x', css });
  return formPresenter(context, false, { doc: document, wrapperId: 'hbspt-form-7' })(definition(themeCss), <form data-testid="form" />);
};

describe('formPresenter: in the page', () => {
  it('shows a form without css at once, and scopes nothing', () => {
    const { queryByTestId } = render(present('', ''));
    expect(queryByTestId('form')).not.toBeNull();
    expect(applyFormCss).not.toHaveBeenCalled();
  });

  it('scopes the site owner’s and the theme’s css to the wrapper as it shows the form', () => {
    const { queryByTestId } = render(present('.hs-input{color:red}', '.hs-button{color:blue}'));
    expect(queryByTestId('form')).not.toBeNull();
    expect(vi.mocked(applyFormCss).mock.calls).toEqual([
      [document, '.hs-input{color:red}', 'hbspt-form-7', 'custom'],
      [document, '.hs-button{color:blue}', 'hbspt-form-7', 'theme'],
    ]);
  });
});
