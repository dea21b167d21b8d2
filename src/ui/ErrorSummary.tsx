import { useEffect, useRef, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FieldDefinition } from '../core/form-definition';
import type { FieldProblem } from '../core/validation/page-checks';
import type { Translate } from '../i18n/translate';
import { fieldElementIds } from './element-ids';
import { useFormActions, useFormState, useFormView } from './form-store-context';
import { htmlToText } from './html-to-text';

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

interface EntryProps {
  problem: FieldProblem;
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
    return (
      <a href={href} onClick={reveal}>
        {t('errorSummaryItem', { label, message: t(problem.message.key, problem.message.params) })}
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

/**
 * The error summary after a failed submit or Next (GOV.UK's pattern): at the top of the form,
 * a list of every problem as a link to its field, focused on each failed attempt so a screen
 * reader reads it at once. Fields fixed since then drop out; when none is left it goes away.
 */
export function ErrorSummary({ formKey }: { formKey: string }) {
  const summary = useFormState((state) => state.errorSummary);
  const currentPage = useFormState((state) => state.currentPage);
  const targets = useFormState((state) => state.targets);
  // The first error of each listed field now: re-renders only when one of those changes.
  const currentErrors = useFormState(
    useShallow((state) => (summary?.problems ?? []).map((problem) => state.fields[problem.fieldId]?.errors[0])),
  );
  const { revealField } = useFormActions();
  const { t } = useFormView();
  const ref = useRef<HTMLDivElement>(null);
  const attempt = summary?.attempt;

  useEffect(() => {
    if (attempt !== undefined) ref.current?.focus();
  }, [attempt]);

  if (!summary) return null;
  const problems = summary.problems.flatMap((problem, index) => {
    const message = currentErrors[index];
    return message ? [{ ...problem, message }] : [];
  });
  if (problems.length === 0) return null;
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
              field={targets.find((target) => target.field.id === problem.fieldId)?.field}
              currentPage={currentPage}
              formKey={formKey}
              t={t}
              onReveal={revealField}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
