// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldList, type FieldListProps } from '../../../../console/editor/fields/FieldList';
import type { EditorItem } from '../../../../console/editor/model/editor-form';
import { newField } from '../../../../console/editor/model/field-factory';

afterEach(cleanup);

const ITEMS: EditorItem[] = [
  { id: 'intro', kind: 'text', html: '<h3>About <em>you</em></h3>' },
  { id: 'first', kind: 'field', field: { ...newField('text', []), label: 'First name', name: 'firstname' } },
  { id: 'last', kind: 'field', field: { ...newField('text', []), label: 'Last name', name: 'lastname', sameRowAsPrevious: true } },
  { id: 'break', kind: 'pageBreak' },
  { id: 'plan', kind: 'field', field: { ...newField('radio', []), label: '', name: 'plan' } },
];

function renderList(props: Partial<FieldListProps> = {}) {
  const handlers = { onSelect: vi.fn(), onMove: vi.fn(), onRemove: vi.fn() };
  render(<FieldList items={ITEMS} selectedId="first" readOnly={false} problemIds={new Set(['plan'])} {...handlers} {...props} />);
  return handlers;
}

describe('FieldList', () => {
  it('shows each item with its title and kind, a handle and a remove button', () => {
    renderList();
    const rows = within(screen.getByRole('list', { name: 'Form fields' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('TextAbout you'),
      expect.stringContaining('First nameSingle-line text'),
      expect.stringContaining('Last nameSingle-line textsame row'),
      expect.stringContaining('Page break'),
      expect.stringContaining('planRadio buttons'),
    ]);
    expect(screen.getByRole('button', { name: 'Move First name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove plan' })).toBeTruthy();
    expect(rows[4]!.className).toContain('has-problem');
  });

  it('marks the selected item and selects another on click', async () => {
    const { onSelect } = renderList();
    expect(screen.getByRole('button', { name: /^First name/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^Last name/ }));
    expect(onSelect).toHaveBeenCalledWith('last');
  });

  it('removes with the remove button', async () => {
    const { onRemove } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Page break' }));
    expect(onRemove).toHaveBeenCalledWith('break');
  });

  it('tells a screen reader how to move items with the keyboard', () => {
    renderList();
    const handle = screen.getByRole('button', { name: 'Move First name' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toContain('press Space or Enter to pick it up');
  });

  it('has neither handles nor remove buttons when read-only', () => {
    renderList({ readOnly: true });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('says so when there is nothing yet', () => {
    renderList({ items: [] });
    expect(screen.getByText('No fields yet: add one with “Add”.')).toBeTruthy();
  });
});
