import type { FieldValue } from './form-definition';

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
  params?: Record<string, string>;
}

/** What the store keeps per field; the static part is the `FieldDefinition`. */
export interface FieldState {
  value: FieldValue;
  errors: FieldMessage[];
  infos: FieldMessage[];
  inputState: InputState;
  /** Whether the field is shown (dependent fields follow their parent's logic filter). */
  shown: boolean;
}
