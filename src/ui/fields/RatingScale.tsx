import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { optionElementId } from '../element-ids';
import { applyStyles } from '../styles/apply-styles';
import { RATING_STYLES } from '../styles/rating-styles';
import { scopeCss } from '../../core/style/scope-css';
import { BASE_SCOPE } from '../styles/style-scopes';
import { choiceGroupAttributes } from './choice-group-attributes';
import type { FieldInputProps } from './field-input-props';
import { inputClassName } from './input-class-name';
import { moodOf, MOOD_WORDS, namesStepsByMood, ratingLookOf, type RatingLook } from './rating-look';
import { FaceIcon, StarIcon } from './RatingIcons';
import { valueAsString } from './value-coercion';
import { visibleOptions } from './visible-options';

/** The scales' stylesheet, confined to the forms' wrappers; scoped once, on the first scale drawn. */
let scopedRatingStyles: string | undefined;

function stepFace(look: RatingLook, label: string, position: number, count: number): ReactNode {
  if (look === 'stars') return <StarIcon />;
  if (look === 'faces' || look === 'csat') return <FaceIcon mood={moodOf(position, count)} />;
  return label;
}

/**
 * A rating scale drawn by its type (`ratingLookOf`): stars filled up to the chosen one, faces from
 * sad to happy, CSAT faces with their level words, a 0-10 NPS row with its end labels, or numbered
 * boxes. Underneath it stays a native radio group (`ul.inputs-list[data-rating-type] > li.hs-form-radio
 * > label > input.hs-input + span.hs-rating-step`): the radios are visually hidden but focusable,
 * so Tab enters the group, arrows move and choose, Space chooses. Each radio is named
 * '{value} of {max}', or by its level word on a five-step face scale; the drawings are hidden from
 * screen readers. Its stylesheet is added to the document it renders in (the page or the isolated
 * frame).
 */
export function RatingScale(props: FieldInputProps) {
  const { field, ids, invalid, errorClass, messages: t, onChange, onFocus, onBlur } = props;
  const current = valueAsString(props.value);
  const ratingType = field.ratingType || field.fieldType;
  const look = ratingLookOf(ratingType);
  const steps = visibleOptions(field.options, current === '' ? [] : [current]);
  const chosenAt = steps.findIndex(({ option }) => option.value === current);
  const max = steps[steps.length - 1]?.option.label ?? '';
  const byMood = namesStepsByMood(look, steps.length);
  const group = choiceGroupAttributes(props, true);
  const endsId = `${ids.input}-ends`;
  const listRef = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (listRef.current) applyStyles(listRef.current.ownerDocument, (scopedRatingStyles ??= scopeCss(RATING_STYLES, BASE_SCOPE)), 'rating');
  }, []);

  return (
    <>
      <ul
        ref={listRef}
        {...group}
        aria-describedby={look === 'nps' ? [group['aria-describedby'], endsId].filter(Boolean).join(' ') : group['aria-describedby']}
        className={`inputs-list hs-rating hs-rating-${look}`}
        data-rating-type={ratingType}
      >
        {steps.map(({ option, index }, position) => {
          const id = optionElementId(ids.input, index);
          const name = byMood ? t(MOOD_WORDS[position]!) : t('ratingOption', { value: option.label, max });
          return (
            // The list is a radiogroup for screen readers, so its items are not list items.
            <li key={index} className={position <= chosenAt ? 'hs-form-radio hs-rating-on' : 'hs-form-radio'} role="none">
              <label htmlFor={id} className="hs-form-radio-display">
                <input
                  id={id}
                  className={`${inputClassName(invalid, errorClass)} hs-visually-hidden`}
                  type="radio"
                  name={field.id}
                  value={option.value}
                  checked={position === chosenAt}
                  required={field.required || undefined}
                  aria-label={name}
                  aria-invalid={invalid || undefined}
                  disabled={field.enabled === false || option.readOnly || undefined}
                  onChange={(event) => {
                    if (event.target.checked) onChange(option.value);
                  }}
                  onFocus={onFocus}
                  onBlur={onBlur}
                />
                <span className="hs-rating-step" aria-hidden="true">
                  {stepFace(look, option.label, position, steps.length)}
                </span>
                {look === 'csat' ? (
                  <span className="hs-rating-word" aria-hidden="true">
                    {byMood ? name : option.label}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {look === 'nps' ? (
        <div id={endsId} className="hs-rating-ends">
          <span>{t('npsLowLabel')}</span>
          <span>{t('npsHighLabel')}</span>
        </div>
      ) : null}
    </>
  );
}
