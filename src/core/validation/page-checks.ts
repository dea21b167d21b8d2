import type { FieldMessage, FieldState } from '../field-state';
import { isMissingValueError } from './field-error-keys';
import type { ValidationTarget } from './validation-targets';

/** One field a submit or Next cannot accept, for the error summary. */
export interface FieldProblem {
  fieldId: string;
  /** 1-based page the field is on. */
  page: number;
  /** The error shown first on the field. */
  message: FieldMessage;
  /** Nothing was given ('Please complete …') rather than something wrong ('Please fix …'). */
  missing: boolean;
}

export interface ProblemQuery {
  targets: readonly ValidationTarget[];
  fields: Readonly<Record<string, FieldState>>;
  /** Per group index: whether the group shows (smart groups hide). */
  groupsShown: readonly boolean[];
  /** The page to check, or every page for a submit. */
  page: number | 'all';
}

/** Fields a visitor can see on the asked page(s): shown, in a shown group, not hidden inputs. */
export function checkedTargets({ targets, fields, groupsShown, page }: ProblemQuery): ValidationTarget[] {
  return targets.filter(
    (target) =>
      (page === 'all' || target.page === page) &&
      target.field.inputKind !== 'hidden' &&
      fields[target.field.id]?.shown === true &&
      (target.groupIndex < 0 || groupsShown[target.groupIndex] !== false),
  );
}

/** Every problem on the asked page(s), in the order a visitor meets the fields. */
export function findProblems(query: ProblemQuery): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const target of checkedTargets(query)) {
    const message = query.fields[target.field.id]?.errors[0];
    if (message) problems.push({ fieldId: target.field.id, page: target.page, message, missing: isMissingValueError(message) });
  }
  return problems;
}
