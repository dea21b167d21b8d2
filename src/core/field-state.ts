import type { FieldValue } from './form-definition';
import type { FieldCountry } from './phone/field-country';

/** Input-state vocabulary of spec section 4 "Input state events". */
export interface InputState {
  focused: boolean;
  updating: boolean;
  touched: boolean;
  blurred: boolean;
  changed: boolean;
}

export const INITIAL_INPUT_STATE: InputState = {
  focused: false,
  updating: false,
  touched: false,
  blurred: false,
  changed: false,
};

/** An error or info of a field: a message key of the catalogue and its placeholder values. */
export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Email validation request state (spec section 4). */
export type ValidationRequestState = 'NOT_REQUESTED' | 'REQUESTED' | 'SUCCEEDED' | 'FAILED';

/**
 * Which check produced an error. Each source is replaced only by its own check, so a late
 * email-check answer never wipes a server error and the other way round.
 */
export type ErrorSource = 'rules' | 'emailCheck' | 'server';

export type ErrorsBySource = Readonly<Record<ErrorSource, readonly FieldMessage[]>>;

export const NO_ERRORS: ErrorsBySource = { rules: [], emailCheck: [], server: [] };

/** What the store keeps per field; the static part is the `FieldDefinition`. */
export interface FieldState {
  value: FieldValue;
  /** Every error of the field, in source order (rules, email check, server): what the visitor sees. */
  errors: readonly FieldMessage[];
  errorsBySource: ErrorsBySource;
  infos: readonly FieldMessage[];
  inputState: InputState;
  /** Whether the field is shown (dependent fields follow their parent's logic filter). */
  shown: boolean;
  /** A submit or Next checked this field: its errors show whatever its input state. */
  validated: boolean;
  validationRequestState: ValidationRequestState;
  /** An asynchronous check (the live email check) is waiting or under way. */
  checking: boolean;
  /** The visitor asked to opt back in to email from this field. */
  resubscribed: boolean;
  /**
   * A phone field with a country dropdown: the chosen country and its dial code (absent on other
   * fields). Kept in state only; the submission sends the value, which begins with the code.
   */
  country?: FieldCountry;
}

/** The state of a field nobody has touched yet. */
export function initialFieldState(value: FieldValue, shown = true): FieldState {
  return {
    value,
    errors: [],
    errorsBySource: NO_ERRORS,
    infos: [],
    inputState: INITIAL_INPUT_STATE,
    shown,
    validated: false,
    validationRequestState: 'NOT_REQUESTED',
    checking: false,
    resubscribed: false,
  };
}

/** The state with one source's errors replaced; `errors` follows. */
export function withErrorsFrom(state: FieldState, source: ErrorSource, messages: readonly FieldMessage[]): FieldState {
  const errorsBySource = { ...state.errorsBySource, [source]: messages };
  return {
    ...state,
    errorsBySource,
    errors: [...errorsBySource.rules, ...errorsBySource.emailCheck, ...errorsBySource.server],
  };
}
