import { useId } from 'react';
import { TEMPLATES, type TemplateId } from '../editor/model/templates';
import { texts } from '../texts';

interface TemplateChoiceProps {
  value: TemplateId;
  onChange(id: TemplateId): void;
}

/** The templates as a group of radio cards: each card's title names it, its description describes it. */
export function TemplateChoice({ value, onChange }: TemplateChoiceProps) {
  const name = useId();
  return (
    <fieldset className="template-choice">
      <legend>{texts.newForm.template}</legend>
      <div className="template-choice__cards">
        {TEMPLATES.map((template) => (
          <label key={template.id} className="template-card">
            <input
              type="radio"
              name={name}
              value={template.id}
              checked={value === template.id}
              onChange={() => onChange(template.id)}
              aria-labelledby={`${name}-${template.id}-title`}
              aria-describedby={`${name}-${template.id}-description`}
            />
            <span id={`${name}-${template.id}-title`} className="template-card__title">
              {template.title}
            </span>
            <span id={`${name}-${template.id}-description`} className="template-card__description">
              {template.description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
