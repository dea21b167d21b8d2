import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { FieldGroup, FormDefinition } from '../core/form-definition';
import { FieldContainer } from './FieldContainer';
import { useFormActions } from './form-store-context';
import { RichText } from './html/RichText';
import { useServerRender } from './server-render';

/**
 * A group: `fieldset.form-columns-{N}` with its rich text and its fields. A smart group the
 * visitor already answered stays out of the page (`shown` false), its known values still kept.
 */
export function FieldGroupView({
  group,
  formKey,
  definition,
  shown,
}: {
  group: FieldGroup;
  formKey: string;
  definition: FormDefinition;
  shown: boolean;
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

/**
 * Groups per React block. A keystroke re-renders one field, and React visits every sibling on
 * the way down to it: 500 groups side by side would cost 500 visits per key on a 1000-field
 * form, blocks of 32 cost a few dozen. Blocks add no markup.
 */
const GROUPS_PER_BLOCK = 32;

/**
 * Groups a long form shows in its first paint; the rest follow in a transition right after, so
 * the top of the form can be seen and typed in before its whole length is built. The form is
 * ready (onFormReady) once every group is in the page.
 */
export const FIRST_PAINT_GROUPS = 12;

interface PageGroupsProps {
  definition: FormDefinition;
  formKey: string;
  page: number;
  groupsShown: readonly boolean[];
}

const GroupBlock = memo(function GroupBlock({ indexes, definition, formKey, groupsShown }: Omit<PageGroupsProps, 'page'> & { indexes: number[] }) {
  return indexes.map((index) => (
    <FieldGroupView key={index} group={definition.groups[index]!} formKey={formKey} definition={definition} shown={groupsShown[index] !== false} />
  ));
});

/** The groups of one page, in the order of the definition. */
export function PageGroups({ definition, formKey, page, groupsShown }: PageGroupsProps) {
  const { markReadyToView } = useFormActions();
  const serverRender = useServerRender();
  // A form taken over from the host's markup has every group already: it keeps them.
  const [rest, setRest] = useState(serverRender);
  const indexes = useMemo(() => definition.groups.flatMap((group, index) => (group.pageNumber === page ? [index] : [])), [definition, page]);
  const whole = rest || serverRender || indexes.length <= FIRST_PAINT_GROUPS;
  useEffect(() => {
    if (!whole) startTransition(() => setRest(true));
  }, [whole]);
  useLayoutEffect(() => {
    if (whole) markReadyToView();
  }, [whole, markReadyToView]);
  const blocks = useMemo(() => {
    const shown = whole ? indexes : indexes.slice(0, FIRST_PAINT_GROUPS);
    const result: number[][] = [];
    for (let start = 0; start < shown.length; start += GROUPS_PER_BLOCK) result.push(shown.slice(start, start + GROUPS_PER_BLOCK));
    return result;
  }, [indexes, whole]);
  return blocks.map((block) => (
    <GroupBlock key={block[0]} indexes={block} definition={definition} formKey={formKey} groupsShown={groupsShown} />
  ));
}
