import type { FieldGroup } from '../core/form-definition';
import { FieldContainer } from './FieldContainer';
import { RichText } from './RichText';

/** A group: `fieldset.form-columns-{N}` with its rich text and its fields. */
export function FieldGroupView({ group, formKey }: { group: FieldGroup; formKey: string }) {
  return (
    <fieldset className={`form-columns-${group.numColumns}`}>
      {group.richText ? <RichText className="hs-richtext" html={group.richText} /> : null}
      {group.fieldIds.map((fieldId) => (
        <FieldContainer key={fieldId} fieldId={fieldId} formKey={formKey} />
      ))}
    </fieldset>
  );
}
