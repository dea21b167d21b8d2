import type { FormDefinition } from '../form-definition';

/**
 * How a form's submission travels (spec section 4 "Submission"): forms with the raw-HTML
 * metadata flag post natively into the hidden frame, as the replaced embed's raw HTML forms
 * did; every other form sends by `fetch`. One transport per submission, never both.
 */
export const usesHiddenFrame = (definition: Pick<FormDefinition, 'metaData'>): boolean => definition.metaData.renderRawHtml;
