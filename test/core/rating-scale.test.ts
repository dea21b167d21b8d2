import { describe, expect, it } from 'vitest';
import { defaultRatingOptions } from '../../src/core/rating-scale';

const values = (ratingType: string) => defaultRatingOptions(ratingType).map((option) => option.value);

describe('defaultRatingOptions', () => {
  it('gives NPS 0 to 10', () => {
    expect(values('nps')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('gives CSAT and the other scales 1 to 5', () => {
    for (const type of ['csat', 'starrating', 'smileyrating', 'rating', 'numberrating', 'anything', 'constructor']) {
      expect(values(type), type).toEqual(['1', '2', '3', '4', '5']);
    }
  });

  it('labels each step with its number', () => {
    expect(defaultRatingOptions('csat')[0]).toEqual({ label: '1', value: '1', description: '', hidden: false, readOnly: false });
  });
});
