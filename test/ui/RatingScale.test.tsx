// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRatingOptions } from '../../src/core/rating-scale';
import { RatingScale } from '../../src/ui/fields/RatingScale';
import { makeField, makeInputProps, makeOption } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

// user-event walks a radio group by arrow keys through CSS.escape, which jsdom lacks.
if (typeof window.CSS?.escape !== 'function') {
  Object.assign(window, { CSS: { ...window.CSS, escape: (value: string) => value.replace(/["\\]/g, '\\$&') } });
}

/** A rating field of `fieldType` (its rating type) with the scale it gets when sent without options. */
function ratingField(fieldType: string, overrides: Parameters<typeof makeField>[0] = {}) {
  return makeField({
    name: 'score',
    label: 'Your score',
    fieldType,
    type: 'enumeration',
    inputKind: 'rating',
    ratingType: fieldType,
    options: defaultRatingOptions(fieldType),
    ...overrides,
  });
}

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
const isChecked = (element: HTMLElement | undefined) => (element as HTMLInputElement | undefined)?.checked;
const group = () => screen.getByRole('radiogroup', { name: 'Your score' });

describe('RatingScale: each rating type is drawn as its own scale', () => {
  it.each([
    ['starrating', 'stars'],
    ['rating', 'stars'],
    ['smileyrating', 'faces'],
    ['csat', 'csat'],
    ['nps', 'nps'],
    ['numberrating', 'numbers'],
  ])('%s: a radio group drawn as %s, keeping data-rating-type', (fieldType, look) => {
    renderField(ratingField(fieldType));
    expect(group().classList).toContain(`hs-rating-${look}`);
    expect(group().getAttribute('data-rating-type')).toBe(fieldType);
  });

  it('stars: a star per step, each radio named "{value} of {max}", filled up to the chosen one', async () => {
    const user = userEvent.setup();
    const { container } = renderField(ratingField('starrating'));
    expect(radioNames()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(container.querySelectorAll('.hs-rating-step svg')).toHaveLength(5);
    // Drawn as outlines, so an unrated scale does not look rated; the stylesheet fills the chosen ones.
    const outlines = [...container.querySelectorAll('.hs-rating-step path')].map((path) => [path.getAttribute('fill'), path.getAttribute('stroke')]);
    expect(outlines).toEqual(Array(5).fill(['none', 'currentColor']));

    await user.click(screen.getByRole('radio', { name: '3 of 5' }));
    expect(isChecked(screen.getByRole('radio', { name: '3 of 5' }))).toBe(true);
    const filled = [...container.querySelectorAll('li')].map((item) => item.classList.contains('hs-rating-on'));
    expect(filled).toEqual([true, true, true, false, false]);
  });

  it('smileys: five faces named by their satisfaction level, saddest first', () => {
    const { container } = renderField(ratingField('smileyrating'));
    expect(radioNames()).toEqual(['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied']);
    expect(container.querySelectorAll('.hs-rating-step svg')).toHaveLength(5);
    // The level words are names for screen readers only: a smiley scale shows faces alone.
    expect(container.querySelector('.hs-rating-word')).toBeNull();
  });

  it('smileys on a scale other than five steps name each step "{value} of {max}"', () => {
    renderField(ratingField('smileyrating', { options: ['1', '2', '3'].map((value) => makeOption(value)) }));
    expect(radioNames()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('csat: five faces with their level words shown and used as names', () => {
    const { container } = renderField(ratingField('csat'));
    const words = ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'];
    expect(radioNames()).toEqual(words);
    expect([...container.querySelectorAll('.hs-rating-word')].map((word) => word.textContent)).toEqual(words);
  });

  it('nps: eleven steps 0 to 10 with the end labels, which describe the group', () => {
    renderField(ratingField('nps'));
    expect(radioNames()).toEqual(Array.from({ length: 11 }, (_, step) => `${step} of 10`));
    const ends = screen.getByText('Not at all likely').parentElement as HTMLElement;
    expect(within(ends).getByText('Extremely likely')).toBeTruthy();
    expect(group().getAttribute('aria-describedby')?.split(' ')).toContain(ends.id);
  });

  it('numbers: a box per step showing its label, named "{value} of {max}"', () => {
    const options = Array.from({ length: 10 }, (_, step) => makeOption(String(step + 1)));
    const { container } = renderField(ratingField('numberrating', { options }));
    expect([...container.querySelectorAll('.hs-rating-step')].map((step) => step.textContent)).toEqual(options.map((option) => option.label));
    expect(radioNames()[9]).toBe('10 of 10');
  });

  it('adds its stylesheet to the document it renders in, once', () => {
    renderField(ratingField('starrating'));
    renderField(ratingField('nps'));
    expect(document.head.querySelectorAll('[data-forms-embed-styles="rating"]')).toHaveLength(1);
  });

  it('uses the translator it is given for the names and the end labels', () => {
    const messages = vi.fn((key: string, params?: Record<string, string>) => (params ? `${params.value}/${params.max}` : `[${key}]`));
    render(<RatingScale {...makeInputProps(ratingField('nps'), { messages })} />);
    expect(radioNames()[0]).toBe('0/10');
    expect(screen.getByText('[npsLowLabel]')).toBeTruthy();
    expect(screen.getByText('[npsHighLabel]')).toBeTruthy();
  });

  it('shows the value it is given as checked, and marks every radio invalid with the error class', () => {
    render(<RatingScale {...makeInputProps(ratingField('csat'), { value: '4', invalid: true })} />);
    expect(isChecked(screen.getByRole('radio', { name: 'Satisfied' }))).toBe(true);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.className).toBe('hs-input invalid error hs-visually-hidden');
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });

  it('a required rating is required as a group', () => {
    render(<RatingScale {...makeInputProps(ratingField('nps', { required: true }))} />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-required')).toBe('true');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).required).toBe(true);
  });
});

describe('RatingScale: keyboard', () => {
  it.each(['starrating', 'rating', 'smileyrating', 'csat', 'nps', 'numberrating'])(
    '%s: Tab enters the group, arrows move and choose, Space chooses the focused step',
    async (fieldType) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderField(ratingField(fieldType), { onChange });
      const radios = screen.getAllByRole('radio');

      await user.tab();
      expect(document.activeElement).toBe(radios[0]);
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith(radios[0]!.getAttribute('value'));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(radios[2]);
      expect(isChecked(radios[2])).toBe(true);
      expect(onChange).toHaveBeenLastCalledWith(radios[2]!.getAttribute('value'));
      await user.keyboard('{ArrowLeft}');
      expect(isChecked(radios[1])).toBe(true);
      expect(onChange).toHaveBeenLastCalledWith(radios[1]!.getAttribute('value'));
    },
  );
});
