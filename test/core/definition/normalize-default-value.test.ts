import { describe, expect, it } from 'vitest';
import type { InputKind } from '../../../src/core/form-definition';
import { findOptionValue, normalizeDefaultValue } from '../../../src/core/definition/normalize-default-value';
import { createWireReader } from '../../../src/core/definition/wire-reader';
import { options } from '../builders';

const PATH = 'field "f".defaultValue';

function run(inputKind: InputKind, raw: unknown, more: { options?: string[]; selectedOptions?: string[] } = {}) {
  const reader = createWireReader();
  const value = normalizeDefaultValue(
    raw,
    { inputKind, options: options(...(more.options ?? [])), selectedOptions: more.selectedOptions ?? [] },
    PATH,
    reader,
  );
  return { value, warnings: reader.warnings };
}

describe('findOptionValue', () => {
  it('matches option values ignoring padding, returning the option value', () => {
    const list = options('Red', ' Blue ');
    expect(findOptionValue(list, ' Red')).toBe('Red');
    expect(findOptionValue(list, 'Blue')).toBe(' Blue ');
    expect(findOptionValue(list, 'red')).toBeUndefined();
  });
});

describe('normalizeDefaultValue', () => {
  it('is undefined when there is no default', () => {
    for (const kind of ['text', 'checkbox', 'booleancheckbox', 'select', 'radio', 'date', 'hidden', 'file'] as const) {
      expect(run(kind, undefined), kind).toEqual({ value: undefined, warnings: [] });
      expect(run(kind, '', { options: ['a'] }).value, kind).toBeUndefined();
    }
  });

  it('keeps a text-like default as sent', () => {
    expect(run('text', 'Hello').value).toBe('Hello');
    expect(run('textarea', ' spaced ').value).toBe(' spaced ');
    expect(run('number', 5)).toEqual({ value: '5', warnings: [`${PATH}: expected a string, got number; used "5"`] });
  });

  describe('checkbox (multi)', () => {
    it('splits the default on semicolons', () => {
      expect(run('checkbox', 'a;c', { options: ['a', 'b', 'c'] })).toEqual({ value: ['a', 'c'], warnings: [] });
    });

    it('falls back to selectedOptions when the default is empty', () => {
      expect(run('checkbox', '', { options: ['a', 'b'], selectedOptions: ['b'] }).value).toEqual(['b']);
      expect(run('checkbox', undefined, { options: ['a', 'b'], selectedOptions: ['a', 'b'] }).value).toEqual(['a', 'b']);
    });

    it('ignores values that are not among the options, each with a warning', () => {
      expect(run('checkbox', 'a;zzz;b;a', { options: ['a', 'b'] })).toEqual({
        value: ['a', 'b'],
        warnings: [`${PATH}: "zzz" is not among the options; ignored`],
      });
      expect(run('checkbox', 'x', { options: ['a'] }).value).toBeUndefined();
    });

    it('accepts a list with a warning', () => {
      expect(run('checkbox', ['a', 'b'], { options: ['a', 'b'] })).toEqual({
        value: ['a', 'b'],
        warnings: [`${PATH}: expected a string, got array; used its items`],
      });
    });
  });

  describe('booleancheckbox', () => {
    it('reads booleans and true/false strings', () => {
      expect(run('booleancheckbox', true).value).toBe(true);
      expect(run('booleancheckbox', 'true').value).toBe(true);
      expect(run('booleancheckbox', 'False').value).toBe(false);
    });

    it("reads 'checked' as ticked", () => {
      expect(run('booleancheckbox', 'checked')).toEqual({ value: true, warnings: [] });
      expect(run('booleancheckbox', ' Checked ').value).toBe(true);
    });

    it.each<[unknown, string[], boolean | undefined]>([
      ['', ['true'], true],
      ['', ['checked'], true],
      ['', ['CHECKED'], true],
      [undefined, [' true '], true],
      [null, ['true'], true],
      ['', ['false'], false],
      ['', [], undefined],
      ['', [''], undefined],
      ['false', ['true'], false],
      [false, ['true'], false],
    ])('with defaultValue %j and selectedOptions %j starts %s', (raw, selectedOptions, value) => {
      expect(run('booleancheckbox', raw, { selectedOptions })).toEqual({ value, warnings: [] });
    });

    it('ignores a selected option that is not true, false or checked, with a warning', () => {
      expect(run('booleancheckbox', '', { selectedOptions: ['on'] })).toEqual({
        value: undefined,
        warnings: [`${PATH}: "on" is not true or false; ignored`],
      });
    });

    it('ignores anything else with a warning', () => {
      expect(run('booleancheckbox', 'yes')).toEqual({ value: undefined, warnings: [`${PATH}: "yes" is not true or false; ignored`] });
      expect(run('booleancheckbox', 1).value).toBeUndefined();
    });
  });

  describe('select, radio and rating', () => {
    it('keeps a default among the options', () => {
      expect(run('select', 'NL', { options: ['US', 'NL'] }).value).toBe('NL');
      expect(run('radio', ' NL ', { options: ['US', 'NL'] }).value).toBe('NL');
      expect(run('rating', 4, { options: ['1', '2', '3', '4', '5'] }).value).toBe('4');
    });

    it('uses the first selected option when the default is empty', () => {
      expect(run('select', '', { options: ['US', 'NL'], selectedOptions: ['US', 'NL'] }).value).toBe('US');
    });

    it('ignores a default that is not among the options (spec 5 "Enumeration defaults")', () => {
      expect(run('select', 'FR', { options: ['US', 'NL'] })).toEqual({
        value: undefined,
        warnings: [`${PATH}: "FR" is not among the options; ignored`],
      });
      expect(run('radio', '', { options: ['a'], selectedOptions: ['b'] }).value).toBeUndefined();
    });

    it('keeps the default when there are no options to check it against', () => {
      expect(run('select', 'anything').value).toBe('anything');
    });
  });

  describe('date', () => {
    it('keeps YYYY-MM-DD', () => {
      expect(run('date', '2024-02-29')).toEqual({ value: '2024-02-29', warnings: [] });
    });

    it('converts a millisecond timestamp, number or digit string, to its UTC day', () => {
      expect(run('date', 1_704_067_200_000)).toEqual({ value: '2024-01-01', warnings: [] });
      expect(run('date', '1704153599999').value).toBe('2024-01-01');
    });

    it('ignores anything else with a warning', () => {
      expect(run('date', '01/02/2024')).toEqual({
        value: undefined,
        warnings: [`${PATH}: "01/02/2024" is neither YYYY-MM-DD nor a millisecond timestamp; ignored`],
      });
      expect(run('date', '2023-02-29').value).toBeUndefined();
      expect(run('date', { at: 1 }).value).toBeUndefined();
    });
  });

  it('hidden: keeps the raw text, or the selected options joined', () => {
    expect(run('hidden', 'campaign-42').value).toBe('campaign-42');
    expect(run('hidden', '', { selectedOptions: ['a', 'b'] }).value).toBe('a;b');
  });

  it('file: never has a default', () => {
    expect(run('file', 'cv.pdf')).toEqual({ value: undefined, warnings: [`${PATH}: a file input cannot have a default; ignored`] });
  });
});
