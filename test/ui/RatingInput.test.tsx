// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultRatingOptions } from '../../src/core/rating-scale';
import { CHUNK_GLOBAL_KEY, getChunk, registerChunk, type Chunks } from '../../src/lazy/chunk-registry';
import { setChunkBaseUrl } from '../../src/lazy/load-chunk';
import { RatingInput } from '../../src/ui/fields/RatingInput';
import { RatingScale } from '../../src/ui/fields/RatingScale';
import { makeField, makeInputProps } from './field-factory';

afterEach(cleanup);

const stars = makeField({
  name: 'stars',
  label: 'Rate your visit',
  fieldType: 'starrating',
  type: 'enumeration',
  inputKind: 'rating',
  ratingType: 'starrating',
  options: defaultRatingOptions('starrating'),
});
const callsScript = () => document.head.querySelector<HTMLScriptElement>('script[data-forms-embed-chunk="calls"]');

describe('RatingInput', () => {
  it('is the plain radio list over the options until the calls part has arrived, then the drawn scale', () => {
    setChunkBaseUrl('https://forms.example.test/static/');
    const { container } = render(<RatingInput {...makeInputProps(stars, { value: '4' })} />);
    expect(callsScript()?.src).toBe('https://forms.example.test/static/embed-calls.js');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect((screen.getByLabelText('4') as HTMLInputElement).checked).toBe(true);

    act(() => registerChunk('calls', { ...getChunk('calls'), RatingScale } as Chunks['calls']));
    expect(container.querySelector('.hs-rating-stars')).not.toBeNull();
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    delete (globalThis as { [CHUNK_GLOBAL_KEY]?: { calls?: unknown } })[CHUNK_GLOBAL_KEY]?.calls;
  });
});
