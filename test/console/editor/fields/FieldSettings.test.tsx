// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldSettings } from '../../../../console/editor/fields/FieldSettings';
import type { EditorField, EditorFieldType } from '../../../../console/editor/model/editor-form';
import { newField } from '../../../../console/editor/model/field-factory';

afterEach(cleanup);

/** The settings of a new field of `fieldType`, kept in state; `latest()` is the field as edited. */
function renderSettings(fieldType: EditorFieldType, { otherNames = [] as string[], readOnly = false, canJoinRow = true } = {}) {
  let current: EditorField = newField(fieldType, otherNames);
  function Harness() {
    const [field, setField] = useState(current);
    current = field;
    return (
      <FieldSettings
        field={field}
        otherNames={otherNames}
        canJoinRow={canJoinRow}
        readOnly={readOnly}
        onChange={(changes) => setField((before) => ({ ...before, ...changes }))}
      />
    );
  }
  render(<Harness />);
  return { latest: () => current };
}

describe('FieldSettings', () => {
  it('edits what every field has', async () => {
    const { latest } = renderSettings('text');
    await userEvent.clear(screen.getByLabelText('Label'));
    await userEvent.type(screen.getByLabelText('Label'), 'Company');
    await userEvent.click(screen.getByLabelText('Required'));
    await userEvent.type(screen.getByLabelText('Placeholder'), 'ACME Ltd');
    await userEvent.type(screen.getByLabelText('Help text'), 'Where you work');
    await userEvent.type(screen.getByLabelText('Default value'), 'None');
    await userEvent.click(screen.getByLabelText('Hidden (not shown; its default value is still submitted)'));
    await userEvent.click(screen.getByLabelText('Same row as the field before'));
    expect(latest()).toMatchObject({
      label: 'Company',
      required: true,
      placeholder: 'ACME Ltd',
      helpText: 'Where you work',
      defaultValue: 'None',
      hidden: true,
      sameRowAsPrevious: true,
    });
  });

  it("bounds a date field's days with two date inputs, written as its validation range", async () => {
    const { latest } = renderSettings('date');
    const earliest = screen.getByLabelText('Earliest date') as HTMLInputElement;
    expect(earliest.type).toBe('date');
    await userEvent.type(earliest, '2026-07-01');
    await userEvent.type(screen.getByLabelText('Latest date'), '2026-07-31');
    expect(latest().validation).toMatchObject({ min: '2026-07-01', max: '2026-07-31' });
  });

  it('shows what is wrong with the internal name under it', async () => {
    renderSettings('text', { otherNames: ['company'] });
    const name = screen.getByLabelText('Internal name');
    await userEvent.clear(name);
    await userEvent.type(name, 'company');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('More than one field is named "company".')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'my company');
    expect(screen.getByText(/The internal name "my company" of/)).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'my_company');
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('edits a choice field options: label, value, add, move, remove', async () => {
    const { latest } = renderSettings('radio');
    const options = screen.getByRole('group', { name: 'Options' });
    await userEvent.clear(within(options).getByLabelText('Option label 1'));
    await userEvent.type(within(options).getByLabelText('Option label 1'), 'Small');
    await userEvent.clear(within(options).getByLabelText('Option value 1'));
    await userEvent.type(within(options).getByLabelText('Option value 1'), 's');
    await userEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    expect(latest().options).toEqual([
      { label: 'Small', value: 's' },
      { label: 'Option 2', value: 'option_2' },
      { label: 'Option 3', value: 'option_3' },
    ]);
    await userEvent.click(within(options).getByRole('button', { name: 'Move option Option 3 up' }));
    await userEvent.click(within(options).getByRole('button', { name: 'Remove option Small' }));
    expect(latest().options.map((option) => option.value)).toEqual(['option_3', 'option_2']);
    expect(within(options).getByRole('button', { name: 'Move option Option 3 up' })).toHaveProperty('disabled', true);
  });

  it('offers free-mail blocking, blocked domains and length bounds for an email', async () => {
    const { latest } = renderSettings('email');
    await userEvent.click(screen.getByLabelText('Block free mail providers'));
    await userEvent.type(screen.getByLabelText('Blocked domains (comma separated)'), 'rival.example, , spam.example');
    await userEvent.type(screen.getByLabelText('Maximum length'), '80');
    expect(latest().validation).toEqual({ blockFreeMail: true, blockedDomains: ['rival.example', 'spam.example'], min: '', max: '80' });
  });

  it('offers a range for a number and says when it is wrong', async () => {
    const { latest } = renderSettings('number');
    expect(screen.queryByLabelText('Block free mail providers')).toBeNull();
    await userEvent.type(screen.getByLabelText('Minimum'), '10');
    await userEvent.type(screen.getByLabelText('Maximum'), '5');
    expect(latest().validation).toMatchObject({ min: '10', max: '5' });
    expect(screen.getByText('The minimum of "Number" is above its maximum.')).toBeTruthy();
  });

  it('offers only what applies to a kind', () => {
    renderSettings('file', { canJoinRow: false });
    expect(screen.queryByLabelText('Default value')).toBeNull();
    expect(screen.queryByLabelText('Placeholder')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Validation' })).toBeNull();
    expect(screen.queryByLabelText('Same row as the field before')).toBeNull();
    cleanup();
    renderSettings('hidden');
    expect(screen.queryByLabelText('Required')).toBeNull();
    expect(screen.getByLabelText('Default value')).toBeTruthy();
  });

  it('changes nothing in a read-only session', async () => {
    const { latest } = renderSettings('select', { readOnly: true });
    const before = latest();
    await userEvent.type(screen.getByLabelText('Label'), 'x');
    await userEvent.click(screen.getByLabelText('Required'));
    expect(latest()).toBe(before);
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
  });
});
