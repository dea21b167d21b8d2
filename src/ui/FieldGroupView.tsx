import type { FieldGroup, FormDefinition } from '../core/form-definition';
import { FieldContainer } from './FieldContainer';
import { RichText } from './html/RichText';

/**
 * A group: `fieldset.form-columns-{N}` with its rich text and its fields. A smart group the
 * visitor already answered stays out of the page (`shown` false), its known values still kept.
 */
export function FieldGroupView({
  group,
  formKey,
  definition,
  shown = true,
}: {
  group: FieldGroup;
  formKey: string;
  definition: FormDefinition;
  shown?: boolean;
}) {
  if (!shown) return null;
  return (
    <fieldset className={`form-columns-${group.numColumns}`}>
      {group.richText ? <RichText className="hs-richtext" html={group.richText} /> : null}
      {group.fieldIds.map((fieldId) => (
        <FieldContainer key={fieldId} fieldId={fieldId} formKey={formKey} definition={definition} />
      ))}
    </fieldset>
  );
}
