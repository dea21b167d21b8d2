import { describe, expect, it } from 'vitest';
import { parseValidationRange, type ValidationRange } from '../../../src/core/validation/validation-range';

const off: ValidationRange = { enabled: false, min: undefined, max: undefined };
const on = (min: number | undefined, max: number | undefined): ValidationRange => ({ enabled: true, min, max });

describe('parseValidationRange', () => {
  it.each<[string, ValidationRange]>([
    ['1:10:true', on(1, 10)],
    ['0:0:true', on(0, 0)],
    ['-5:-1:true', on(-5, -1)],
    ['0.5:2.25:true', on(0.5, 2.25)],
    [' 1 : 10 : true ', on(1, 10)],
    [':10:true', on(undefined, 10)],
    ['3::true', on(3, undefined)],
    ['abc:10:true', on(undefined, 10)],
    ['1e3:10:true', on(undefined, 10)],
  ])("'%s' is on: %j", (data, range) => {
    expect(parseValidationRange(data)).toEqual(range);
  });

  it.each([
    '', '1:10:false', '1:10:', '1:10', '1:10:yes', '1:10:1', '1:10:true:extra', 'true', '::true', 'a:b:true', '1;10;true',
  ])("'%s' is off", (data) => {
    expect(parseValidationRange(data)).toEqual(off);
  });
});
