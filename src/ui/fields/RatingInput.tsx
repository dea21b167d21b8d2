import { useChunk } from '../use-chunk';
import type { FieldInputProps } from './field-input-props';
import { RadioList } from './RadioList';

/**
 * A rating field (nps, csat, star, smiley, number rating). Its drawn scale (`RatingScale`) and
 * stylesheet come with the runtime's calls part (`lazy/calls-chunk.ts`), which a form with ratings waits for before it shows
 * (`core/later-parts.ts`), so forms without ratings do not carry them; should that file fail,
 * the field is the plain radio list over the same options, still usable.
 */
export function RatingInput(props: FieldInputProps) {
  const chunk = useChunk('calls');
  if (chunk) return <chunk.RatingScale {...props} />;
  return <RadioList {...props} />;
}
