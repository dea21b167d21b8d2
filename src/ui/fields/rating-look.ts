import type { MessageKey } from '../../i18n/en';

/** How a rating scale draws its steps. */
export type RatingLook = 'stars' | 'faces' | 'csat' | 'nps' | 'numbers';

/** The look of a rating type (the field type of a rating field); anything else is a numbered scale. */
export function ratingLookOf(ratingType: string): RatingLook {
  switch (ratingType) {
    case 'starrating':
    case 'rating':
      return 'stars';
    case 'smileyrating':
      return 'faces';
    case 'csat':
    case 'nps':
      return ratingType;
    default:
      return 'numbers';
  }
}

/** The five satisfaction levels, saddest first: the words of a five-step face scale. */
export const MOOD_WORDS: readonly MessageKey[] = [
  'csatVeryUnsatisfied',
  'csatUnsatisfied',
  'csatNeutral',
  'csatSatisfied',
  'csatVerySatisfied',
];

/** Which of the five moods (0 saddest .. 4 happiest) step `position` of a `count`-step scale shows. */
export function moodOf(position: number, count: number): number {
  return count > 1 ? Math.round((position * 4) / (count - 1)) : 4;
}

/** Face scales of exactly five steps name each step by its level word; other scales by '{value} of {max}'. */
export function namesStepsByMood(look: RatingLook, count: number): boolean {
  return (look === 'faces' || look === 'csat') && count === MOOD_WORDS.length;
}
