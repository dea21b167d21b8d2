import { describe, expect, it } from 'vitest';
import { applyEdits, shiftFirstLineColumns } from '../../../scripts/build/source-map-columns';

describe('applyEdits', () => {
  it('makes every edit at its column of the original line', () => {
    expect(applyEdits('a=>{b}', [{ at: 0, removed: 3, inserted: '(function(a)' }, { at: 6, removed: 0, inserted: ')' }])).toBe('(function(a){b})');
  });
});

describe('shiftFirstLineColumns', () => {
  it('moves each segment of the first line by the edits before it', () => {
    // Segments at columns 0, 19 and 25 (deltas 0, 19, 6); 6 characters added at column 13, 1 at 20.
    expect(shiftFirstLineColumns('AAAA,mBAAC,MAAC', [{ at: 13, removed: 0, inserted: 'xxxxxx' }, { at: 20, removed: 0, inserted: ')' }])).toBe('AAAA,yBAAC,OAAC');
  });

  it('moves a segment inside a replaced span to where its replacement starts', () => {
    // Column 3 lies in the 4 characters replaced at column 2: it goes to column 2.
    expect(shiftFirstLineColumns('GAAA', [{ at: 2, removed: 4, inserted: 'xy' }])).toBe('EAAA');
  });

  it('leaves segments before the edits and every later line as they were', () => {
    expect(shiftFirstLineColumns('AAAA,EAAC;mBAAC', [{ at: 13, removed: 0, inserted: 'xxxxxx' }])).toBe('AAAA,EAAC;mBAAC');
  });

  it('encodes columns that need more than one VLQ digit', () => {
    // 1,000 columns in, moved by 6: 1,006.
    expect(shiftFirstLineColumns('w+BAAA', [{ at: 13, removed: 0, inserted: 'xxxxxx' }])).toBe('8+BAAA');
  });

  it('says which character is not a VLQ digit', () => {
    expect(() => shiftFirstLineColumns('AA!A', [])).toThrow(/"!" is not a base64 VLQ digit/);
  });
});
