import { useMemo } from 'react';
import { useFirstErrors, useFormActions, useFormState, useTranslator } from '../form-store-context';
import { ErrorSummaryView, type ListedProblem } from './ErrorSummaryView';

/**
 * The error summary after a failed submit or Next: which problems it lists now (fields fixed
 * since then drop out; when none is left it goes away). Its markup is `ErrorSummaryView`.
 */
export function ErrorSummary({ formKey }: { formKey: string }) {
  const summary = useFormState((state) => state.errorSummary);
  const currentPage = useFormState((state) => state.currentPage);
  const targets = useFormState((state) => state.targets);
  // The first error of each listed field now: re-renders only when one of those changes.
  const listed = useMemo(() => (summary?.problems ?? []).map((problem) => problem.fieldId), [summary]);
  const currentErrors = useFirstErrors(listed);
  const { revealField } = useFormActions();
  const t = useTranslator();

  if (!summary) return null;
  const problems = summary.problems.flatMap((problem, index): ListedProblem[] => {
    const message = currentErrors[index];
    return message ? [{ ...problem, message }] : [];
  });
  if (problems.length === 0) return null;
  return (
    <ErrorSummaryView
      problems={problems}
      attempt={summary.attempt}
      fieldOf={(fieldId) => targets.find((target) => target.field.id === fieldId)?.field}
      currentPage={currentPage}
      formKey={formKey}
      t={t}
      onReveal={revealField}
    />
  );
}
