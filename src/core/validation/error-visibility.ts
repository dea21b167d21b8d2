import type { InputState } from '../field-state';
import type { InputKind } from '../form-definition';

/** Kinds typed into key by key: their errors wait until the visitor pauses or leaves. */
const TYPED_KINDS: readonly InputKind[] = ['text', 'textarea', 'email', 'number', 'phone', 'date'];

export interface ErrorVisibilityFacts {
  inputKind: InputKind;
  inputState: InputState;
  /** A submit or Next checked the field. */
  validated: boolean;
  /** `portalSetting.enableLiveValidation` (default on). */
  liveValidation: boolean;
}

/**
 * Whether a field's errors show (spec section 4 "Input state events"):
 * - once a submit or Next has checked it, always;
 * - with live validation off, only then;
 * - a typed field while the visitor is not typing (the 1000 ms stale event, or blur) after
 *   they changed or left it: no 'Email must be formatted correctly.' after the first letter;
 * - a chosen field (select, options, checkbox, rating, file) as soon as it changed or was left.
 */
export function areErrorsVisible({ inputKind, inputState, validated, liveValidation }: ErrorVisibilityFacts): boolean {
  if (validated) return true;
  if (!liveValidation) return false;
  if (TYPED_KINDS.includes(inputKind)) return !inputState.updating && (inputState.changed || inputState.blurred);
  return inputState.changed || inputState.blurred;
}
