import { describe, expect, it } from 'vitest';
import { describeWarning } from '../../src/forms-import/describe-warning';

const labels: Record<string, string> = { email: 'Work email', plain: 'plain' };
const labelOf = (name: string) => labels[name];

describe('describeWarning', () => {
  it.each([
    ['field "email".validation.data: expected a string, got number; used "7"', 'Field "Work email" (email), validation.data: expected a string, got number; used "7"'],
    ['field "plain": duplicate field id "plain"; dropped, the first one is kept', 'Field "plain": duplicate field id "plain"; dropped, the first one is kept'],
    ['field "gone".hidden: expected a boolean, got string; used false', 'Field "gone", hidden: expected a boolean, got string; used false'],
    ['form.formFieldGroups[1].fields[0]: field has no name; dropped', 'Group 2, field 1: field has no name; dropped'],
    ['form.formFieldGroups[0].richText: expected {content, type}, got string; used it as the content', 'Group 1, richText: expected {content, type}, got string; used it as the content'],
    ['form.metaData.legalConsentOptions: is not valid JSON; no legal consent block', 'Legal consent: is not valid JSON; no legal consent block'],
    ['form.metaData.legalConsentOptions.privacyPolicyText: expected a string, got number; used "1"', 'Legal consent (privacyPolicyText): expected a string, got number; used "1"'],
    ['form.style.submitColor: is not a plain CSS value; dropped', 'Form style (submitColor): is not a plain CSS value; dropped'],
    ['globalStyle: is not valid JSON; used {}', 'Style: is not valid JSON; used {}'],
    ['portalSetting.enableLiveValidation: expected a boolean, got string; used true', 'Portal setting (enableLiveValidation): expected a boolean, got string; used true'],
    ['translations.de.submitText: expected a string, got number; used "1"', 'Translations (de.submitText): expected a string, got number; used "1"'],
    ['form.captchaEnabled: expected a boolean, got string; used false', 'Form setting "captchaEnabled": expected a boolean, got string; used false'],
    ['themeCss: expected a string, got number; used "0"', '"themeCss": expected a string, got number; used "0"'],
    ['a line without a place', 'a line without a place'],
  ])('%s', (line, described) => {
    expect(describeWarning(line, labelOf)).toBe(described);
  });
});
