/** Render error codes of spec section 8: why a form could not be shown. */
export const RENDER_ERROR_CODES = [
  'DEFINITION_NOT_FOUND',
  'DEFINITION_FAILURE',
  'FALLBACK_DEFINITION_FAILURE',
  'INVALID_FORM_GUID',
  'INVALID_PORTAL_ID',
  'IP_ADDRESS_IS_PROBABLY_A_BOT',
  'NON_EMBEDDABLE_FORM',
  'UNCAUGHT_JS_ERROR',
  'UNKNOWN_RENDER_ERROR',
  'V3_FRAME_FALLBACK_ERROR',
  'SUBMISSION_PERIOD_ENDED',
  'RATE_LIMIT_EXCEEDED',
] as const;

export type RenderErrorCode = (typeof RENDER_ERROR_CODES)[number];

/** A render error as it reaches `onRenderError` and the missing-form panel. */
export interface RenderError {
  code: RenderErrorCode;
  /** Technical detail for the console and the callback; never shown to visitors. */
  message: string;
}
