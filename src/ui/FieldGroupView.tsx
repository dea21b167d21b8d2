import { memo, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldGroup, FormDefinition } from '../core/form-definition';
import { FieldContainer } from './FieldContainer';
import { firstGroups, groupBlocks, type GroupBlock } from './group-blocks';
import { useFormActions } from './form-store-context';
import { RichText } from './html/RichText';
import { useServerRender } from './server-render';
import { useGroupTakenOver } from './take-over';

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
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useGroupTakenOver(fieldset);
  if (!shown) return null;
  return (
    <fieldset ref={fieldset} className={`form-columns-${group.numColumns}`}>
      {group.richText ? <RichText className="hs-richtext" html={group.richText} /> : null}
      {group.fieldIds.map((fieldId) => (
        <FieldContainer key={fieldId} fieldId={fieldId} formKey={formKey} definition={definition} />
      ))}
    </fieldset>
  );
}

/**
 * Groups a long form shows in its first paint; the rest follow in a transition right after, so
 * the top of the form can be seen and typed in before its whole length is built. The form is
 * ready (onFormReady) once every group is in the page (taking markup over: every group is, though
 * React takes the groups over after the form, `GroupBlockView`).
 */
export const FIRST_PAINT_GROUPS = 12;

interface PageGroupsProps {
  definition: FormDefinition;
  formKey: string;
  page: number;
  groupsShown: readonly boolean[];
}

/**
 * One block of `groupBlocks`: memoised, so a keystroke passes the blocks it is not in without
 * rendering them. Each group is a Suspense boundary (nothing in it suspends): taking the host's
 * markup over, React hydrates the form around the groups first, and the form is ready then; the
 * groups follow in background work that yields to the page, and a group the visitor reaches
 * first (a click, a key, a focus) is taken over at once, before the event is handled.
 */
const GroupBlockView = memo(function GroupBlockView({ block, definition, formKey, groupsShown }: Omit<PageGroupsProps, 'page'> & { block: GroupBlock }) {
  if ('blocks' in block) {
    return block.blocks.map((inner) => <GroupBlockView key={inner.key} block={inner} definition={definition} formKey={formKey} groupsShown={groupsShown} />);
  }
  return block.groups.map((index) => (
    <Suspense key={index} fallback={null}>
      <FieldGroupView group={definition.groups[index]!} formKey={formKey} definition={definition} shown={groupsShown[index] !== false} />
    </Suspense>
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
  const allBlocks = useMemo(() => groupBlocks(indexes), [indexes]);
  const blocks = useMemo(() => (whole ? allBlocks : firstGroups(allBlocks, FIRST_PAINT_GROUPS)), [allBlocks, whole]);
  return blocks.map((block) => <GroupBlockView key={block.key} block={block} definition={definition} formKey={formKey} groupsShown={groupsShown} />);
}
