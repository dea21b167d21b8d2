import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldMessage } from '../../core/field-state';
import type { FieldDefinition } from '../../core/form-definition';
import type { FieldProblem } from '../../core/validation/page-checks';
import type { Translate } from '../../i18n/translate';
import { fieldElementIds } from '../element-ids';
import { htmlToText } from '../html/html-to-text';
import { summaryItemParts } from './summary-item-text';

/** A message whose `{link}` placeholder is an element (the page summary's 'Step {n}' link). */
function withLink(template: string, link: ReactNode): ReactNode {
  const at = template.indexOf('{link}');
  if (at === -1) return template;
  return (
    <>
      {template.slice(0, at)}
      {link}
      {template.slice(at + '{link}'.length)}
    </>
  );
}

function labelOf(field: FieldDefinition | undefined, fieldId: string): string {
  const label = field ? htmlToText(field.label).trim() : '';
  return label || field?.name || fieldId;
}

/** A problem of the summary with the field's first error now. */
export interface ListedProblem extends FieldProblem {
  message: FieldMessage;
}

interface EntryProps {
  problem: ListedProblem;
  field: FieldDefinition | undefined;
  currentPage: number;
  formKey: string;
  t: Translate;
  onReveal(fieldId: string): void;
}

/** One problem: on this page a link to the field; on another page 'Please complete '{label}' on Step n'. */
function SummaryEntry({ problem, field, currentPage, formKey, t, onReveal }: EntryProps) {
  const label = labelOf(field, problem.fieldId);
  const href = `#${fieldElementIds(problem.fieldId, formKey).input}`;
  const reveal = (event: { preventDefault(): void }) => {
    event.preventDefault();
    onReveal(problem.fieldId);
  };
  if (problem.page === currentPage) {
    // The label keeps its own direction (an English label in an Arabic form keeps its '?' at its end).
    const item = summaryItemParts(t, label, t(problem.message.key, problem.message.params));
    return (
      <a href={href} onClick={reveal}>
        {item.before}
        <bdi>{item.label}</bdi>
        {item.after}
      </a>
    );
  }
  const link = (
    <a href={href} onClick={reveal}>
      {t('pageLink', { pageNumber: String(problem.page) })}
    </a>
  );
  return <>{withLink(t(problem.missing ? 'pageErrorComplete' : 'pageErrorFix', { label }), link)}</>;
}

export interface ErrorSummaryViewProps {
  problems: readonly ListedProblem[];
  /** Counts failed attempts: each one moves focus to the summary again. */
  attempt: number;
  fieldOf(fieldId: string): FieldDefinition | undefined;
  currentPage: number;
  formKey: string;
  t: Translate;
  onReveal(fieldId: string): void;
}

/**
 * The markup of the error summary (GOV.UK's pattern): a titled list of every problem as a link
 * to its field, focused on each failed attempt so a screen reader reads it at once. It shows
 * only after a failed submit or Next.
 */
export function ErrorSummaryView({ problems, attempt, fieldOf, currentPage, formKey, t, onReveal }: ErrorSummaryViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus alone scrolls a tall summary to its middle; bring its heading to the top instead.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  const titleId = `error-summary-title-${formKey}`;

  return (
    <div ref={ref} className="hs-error-summary" role="group" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="hs-error-summary-title">
        {t('errorSummaryTitle')}
      </h2>
      <ul className="hs-error-summary-list">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <SummaryEntry
              problem={problem}
              field={fieldOf(problem.fieldId)}
              currentPage={currentPage}
              formKey={formKey}
              t={t}
              onReveal={onReveal}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
