// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldElementIds } from '../../src/ui/element-ids';
import { describedByFor, FieldShell } from '../../src/ui/fields/FieldShell';
import { FORM_KEY, makeField, makeOption } from './field-factory';
import { renderField } from './render-field';
import { registerSanitizer } from './register-sanitizer';

afterEach(cleanup);
beforeAll(registerSanitizer);

describe('FieldShell', () => {
  it('renders the wrapper, label, input container in the COMPAT markup', () => {
    const field = makeField({ name: 'firstname', label: 'First name' });
    const { container, ids } = renderField(field);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.className).toBe('hs_firstname hs-firstname hs-fieldtype-text field hs-form-field');

    const label = wrapper.querySelector(':scope > label') as HTMLLabelElement;
    expect(label.id).toBe(`label-firstname-${FORM_KEY}`);
    expect(label.id).toBe(ids.label);
    expect(label.htmlFor).toBe(ids.input);
    expect(label.querySelector(':scope > span')?.textContent).toBe('First name');

    const input = wrapper.querySelector(':scope > div.input > input.hs-input') as HTMLInputElement;
    expect(input.id).toBe(`firstname-${FORM_KEY}`);
    expect(screen.getByLabelText('First name')).toBe(input);
  });

  it('names a field without a label by its name, for screen readers only', () => {
    const { container } = renderField(makeField({ name: 'jobtitle', label: '' }));
    const hidden = container.querySelector('label > span > span.hs-visually-hidden');
    expect(hidden?.textContent).toBe('jobtitle');
    expect(screen.getByLabelText('jobtitle')).toBe(container.querySelector('input.hs-input'));
  });

  it('replaces characters outside [A-Za-z0-9_-] in class names', () => {
    const field = makeField({ id: '0-2/name', name: '0-2/company name', fieldType: 'text' });
    const { container } = renderField(field);
    expect((container.firstElementChild as HTMLElement).className).toBe(
      'hs_0-2_company_name hs-0-2_company_name hs-fieldtype-text field hs-form-field',
    );
  });

  it('shows the asterisk only for required fields', () => {
    const { container: optional } = renderField(makeField({ required: false }));
    expect(optional.querySelector('.hs-form-required')).toBeNull();
    cleanup();

    const { container: required } = renderField(makeField({ required: true }));
    const star = required.querySelector('label > span + span.hs-form-required');
    expect(star?.textContent).toBe('*');
    expect(required.querySelectorAll('.hs-form-required')).toHaveLength(1);
  });

  it('adds cssRequired to the asterisk and errorMessageClass to the error list', () => {
    const field = makeField({ required: true });
    const ids = fieldElementIds(field.id, FORM_KEY);
    const { container } = render(
      <FieldShell
        field={field}
        ids={ids}
        errors={['Please complete this required field.']}
        infos={[]}
        errorsVisible
        cssRequired="my-required"
        errorMessageClass="my-errors"
      >
        <input id={ids.input} />
      </FieldShell>,
    );
    expect(container.querySelector('.hs-form-required')?.className).toBe('hs-form-required my-required');
    expect(container.querySelector('.hs-field-messages > ul')?.className).toBe('hs-error-msgs inputs-list my-errors');
  });

  it('shows the description as a legend only when there is one, sanitised', () => {
    const { container: without } = renderField(makeField({ description: '  ' }));
    expect(without.querySelector('legend')).toBeNull();
    cleanup();

    const field = makeField({ description: 'Use your <b>legal</b> name<script>alert(1)</script>' });
    const { container, ids } = renderField(field);
    const legend = container.querySelector('legend.hs-field-desc') as HTMLElement;
    expect(legend.id).toBe(ids.description);
    expect(legend.innerHTML).toBe('Use your <b>legal</b> name');
    const wrapper = container.firstElementChild as HTMLElement;
    expect([...wrapper.children].map((child) => child.className || child.tagName)).toEqual(['LABEL', 'hs-field-desc', 'input', 'hs-field-messages']);
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toBe(ids.description);
  });

  const hiddenErrorsRegionStaysInPage = (root: HTMLElement) => root.querySelector('div.hs-field-messages[aria-live=polite]') !== null;

  it('shows the error list only when errors are visible', () => {
    const errors = ['Please complete this required field.'];
    const { container: hiddenErrors } = renderField(makeField(), { errors, errorsVisible: false });
    expect(hiddenErrors.querySelector('.hs-error-msgs')).toBeNull();
    expect(hiddenErrorsRegionStaysInPage(hiddenErrors)).toBe(true);
    expect(screen.getByLabelText('First name').className).toBe('hs-input');
    cleanup();

    const { container, ids } = renderField(makeField(), { errors, errorsVisible: true });
    const list = container.querySelector('ul.hs-error-msgs.inputs-list') as HTMLElement;
    expect(list.id).toBe(ids.errors);
    // Announced politely by the region that stays in the page, not by an assertive alert.
    expect(list.getAttribute('role')).toBeNull();
    expect(list.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(hiddenErrorsRegionStaysInPage(container)).toBe(true);
    const label = list.querySelector(':scope > li > label.hs-error-msg') as HTMLLabelElement;
    expect(label.textContent).toBe('Please complete this required field.');
    // The error describes the input (aria-describedby); pointing the label at it would make the
    // error part of the input's name too.
    expect(label.htmlFor).toBe('');
  });

  it('marks the input invalid and describes it by the errors', () => {
    const field = makeField({ description: 'Help' });
    const { ids } = renderField(field, { errors: ['Bad'], errorsVisible: true });
    const input = document.getElementById(ids.input) as HTMLInputElement;
    expect(input.className).toBe('hs-input invalid error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${ids.description} ${ids.errors}`);
  });

  it('does not render an empty error list', () => {
    const { container } = renderField(makeField(), { errors: [], errorsVisible: true });
    expect(container.querySelector('.hs-error-msgs')).toBeNull();
  });

  it('shows infos in their own list', () => {
    const { container } = renderField(makeField(), { infos: ['Did you mean a@example.com?'] });
    const info = container.querySelector('ul.hs-info-msgs > li > .hs-info-msg');
    expect(info?.textContent).toBe('Did you mean a@example.com?');
    expect(container.querySelector('.hs-error-msgs')).toBeNull();
  });

  it('keeps a hidden label in the markup with a class, not a style', () => {
    renderField(makeField({ labelHidden: true }));
    const input = screen.getByLabelText('First name');
    const label = document.querySelector('label');
    expect(label?.className).toBe('hs-label-hidden');
    expect(label?.hasAttribute('style')).toBe(false);
    expect(input.tagName).toBe('INPUT');
  });

  it('renders no label and no description for hidden fields', () => {
    const field = makeField({ name: 'source', hidden: true, inputKind: 'hidden', fieldType: 'text', description: 'x' });
    const { container } = renderField(field, { value: 'ad' });
    expect(container.querySelector('label')).toBeNull();
    expect(container.querySelector('legend')).toBeNull();
    const input = container.querySelector('div.input > input[type=hidden]') as HTMLInputElement;
    expect(input.value).toBe('ad');
  });

  it('names option lists with aria-labelledby instead of label[for]', () => {
    const field = makeField({
      name: 'interests',
      label: 'Interests',
      fieldType: 'checkbox',
      inputKind: 'checkbox',
      options: [makeOption('a', 'A'), makeOption('b', 'B')],
    });
    const { container, ids } = renderField(field, { value: [], errors: ['Pick one'], errorsVisible: true });
    const label = container.querySelector(':scope > div > label') as HTMLLabelElement;
    expect(label.id).toBe(ids.label);
    expect(label.hasAttribute('for')).toBe(false);
    const group = screen.getByRole('group', { name: 'Interests' });
    expect(group.id).toBe(ids.input);
    expect(group.getAttribute('aria-describedby')).toBe(ids.errors);
    expect(container.querySelector('label.hs-error-msg')?.hasAttribute('for')).toBe(false);
  });

  it('lets the boolean checkbox carry the field label itself', () => {
    const field = makeField({
      name: 'subscribe',
      label: 'Subscribe me',
      fieldType: 'booleancheckbox',
      inputKind: 'booleancheckbox',
      required: true,
    });
    const { container, ids } = renderField(field, { value: false });
    const labels = container.querySelectorAll('label');
    expect(labels).toHaveLength(1);
    expect(labels[0]?.id).toBe(ids.label);
    expect(screen.getByRole('checkbox', { name: /Subscribe me/ }).id).toBe(ids.input);
    expect(container.querySelectorAll('.hs-form-required')).toHaveLength(1);
  });
});

describe('FieldShell: messages and accessible names', () => {
  const REQUIRED = 'Please complete this required field.';
  const checkboxList = () =>
    makeField({
      name: 'interests',
      label: 'Interests',
      fieldType: 'checkbox',
      inputKind: 'checkbox',
      required: true,
      options: [makeOption('a', 'A'), makeOption('b', 'B')],
    });

  it('keeps the polite live region div.hs-field-messages in the page with no message at all', () => {
    const { container } = renderField(makeField());
    const region = container.querySelector('.hs-form-field > div.hs-field-messages[aria-live=polite]');
    expect(region).not.toBeNull();
    expect(region?.children).toHaveLength(0);
    expect(region?.textContent).toBe('');
    expect(region?.getAttribute('role')).toBeNull();
  });

  it('keeps the region as the parent of the messages once they appear', () => {
    const { container } = renderField(makeField(), { errors: [REQUIRED], errorsVisible: true, infos: ['Did you mean a@example.com?'] });
    const region = container.querySelector('div.hs-field-messages[aria-live=polite]');
    expect(Array.from(region?.children ?? []).map((child) => child.className)).toEqual(['hs-error-msgs inputs-list', 'hs-info-msgs inputs-list']);
  });

  it('leaves the error out of the name of its input: it is the description', () => {
    const INVALID = 'Please use at least 3 characters.';
    const { ids, container } = renderField(makeField(), { errors: [INVALID], errorsVisible: true });
    for (const label of Array.from(container.querySelectorAll('label.hs-error-msg'))) expect(label.hasAttribute('for')).toBe(false);
    const input = screen.getByLabelText('First name');
    expect(input.id).toBe(ids.input);
    expect(screen.getByRole('textbox', { name: 'First name', description: INVALID })).toBe(input);
    expect(screen.queryByRole('textbox', { name: /Please use/ })).toBeNull();
    expect(screen.queryByLabelText(INVALID)).toBeNull();
  });

  it('names a required field by its label alone: neither the asterisk nor the error', () => {
    renderField(makeField({ required: true }), { errors: [REQUIRED], errorsVisible: true });
    const input = screen.getByRole('textbox', { name: 'First name', description: REQUIRED });
    expect(screen.getByLabelText(/^First name/)).toBe(input);
    expect(screen.queryByLabelText(REQUIRED)).toBeNull();
  });

  it('hides the asterisk from screen readers', () => {
    const { container } = renderField(makeField({ required: true }));
    const star = container.querySelector('.hs-form-required');
    expect(star?.textContent).toBe('*');
    expect(star?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });

  it("says '(required)' in a required checkbox list's label, visually hidden, when requiredText is given", () => {
    const { container } = renderField(checkboxList(), { value: [], requiredText: '(required)' });
    const hidden = container.querySelector('.hs-form-field > label > span.hs-visually-hidden');
    expect(hidden?.textContent?.trim()).toBe('(required)');
    // The asterisk stays out of the name; jsdom's name computation drops the space before '('.
    expect(screen.getByRole('group', { name: /^Interests\s?\(required\)$/ })).toBeTruthy();
  });

  it("has no '(required)' words without requiredText, nor for an optional list", () => {
    const { container: without } = renderField(checkboxList(), { value: [] });
    expect(without.querySelector('.hs-visually-hidden')).toBeNull();
    cleanup();
    const { container: optional } = renderField({ ...checkboxList(), required: false }, { value: [], requiredText: '(required)' });
    expect(optional.querySelector('.hs-visually-hidden')).toBeNull();
  });

  it("leaves '(required)' out of a required text field's label: aria-required says it", () => {
    const { container } = renderField(makeField({ required: true }), { requiredText: '(required)' });
    const label = container.querySelector('.hs-form-field > label');
    expect(label?.textContent).not.toContain('(required)');
    expect(label?.querySelector('.hs-visually-hidden')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-required')).toBe('true');
  });
});

describe('describedByFor', () => {
  const ids = fieldElementIds('email', FORM_KEY);

  it('is undefined without description or visible errors', () => {
    expect(describedByFor(makeField(), ids, false, true)).toBeUndefined();
    expect(describedByFor(makeField(), ids, true, false)).toBeUndefined();
  });

  it('lists the description and the visible errors', () => {
    expect(describedByFor(makeField({ description: 'Help' }), ids, false, true)).toBe(ids.description);
    expect(describedByFor(makeField(), ids, true, true)).toBe(ids.errors);
    expect(describedByFor(makeField({ description: 'Help' }), ids, true, true)).toBe(
      `${ids.description} ${ids.errors}`,
    );
  });

  it('ignores the description of hidden fields', () => {
    expect(describedByFor(makeField({ description: 'Help', hidden: true }), ids, false, false)).toBeUndefined();
  });
});
