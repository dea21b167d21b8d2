import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/i18n/format-message';
import { en, enUntranslated } from '../../src/i18n/en';
import { createTranslator } from '../../src/i18n/translate';

describe('formatMessage', () => {
  it('fills every {placeholder} it has a value for and leaves the others as written', () => {
    expect(formatMessage("Please enter a number that's less than or equal to {max}.", { max: '100' })).toBe(
      "Please enter a number that's less than or equal to 100.",
    );
    expect(formatMessage('{currentPage} of {numberOfPages}', { currentPage: '2', numberOfPages: '3' })).toBe('2 of 3');
    expect(formatMessage('Did you mean {email}?', {})).toBe('Did you mean {email}?');
    expect(formatMessage('No placeholders')).toBe('No placeholders');
  });

  it('does not read inherited properties as placeholder values', () => {
    expect(formatMessage('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });
});

describe('createTranslator', () => {
  it('gives the English wording of a key, with its values', () => {
    const t = createTranslator();
    expect(t('required')).toBe('Please complete this required field.');
    expect(t('manuallyBlockedEmailDomain', { domain: 'example.com' })).toBe(
      'Please enter a different email address. This form does not accept addresses from example.com.',
    );
  });

  it("prefers the site owner's or the definition's translation of a key, the later override winning", () => {
    const t = createTranslator({
      overrides: [{ selectPlaceholder: 'From the definition', nextText: 'Weiter' }, { selectPlaceholder: 'Choose one', stepIndicator: 'Step {currentPage}/{numberOfPages}' }],
    });
    expect(t('selectPlaceholder')).toBe('Choose one');
    expect(t('nextText')).toBe('Weiter');
    expect(t('stepIndicator', { currentPage: '1', numberOfPages: '2' })).toBe('Step 1/2');
    expect(t('submitText')).toBe('Submit');
  });

  it('takes a key from the catalogue, else English', () => {
    const t = createTranslator({ catalogue: { ...en, submitText: 'Absenden' } });
    expect(t('submitText')).toBe('Absenden');
    expect(createTranslator({ catalogue: { ...en, submitText: 'Absenden' }, overrides: [{ submitText: 'Senden' }] })('submitText')).toBe('Senden');
  });

  it("writes numeric values the way the form's language does, without grouping", () => {
    expect(createTranslator({ language: 'en' })('textLimit', { max: 65536 })).toBe('Please use fewer than 65536 characters.');
    expect(createTranslator({ language: 'de' })('invalidNumberRangeTooLarge', { max: 2.5 })).toContain('2,5');
    expect(createTranslator({ language: 'ar-EG' })('invalidNumberRangeTooSmall', { min: 3 })).toContain('٣');
  });

  it('answers English wording no catalogue has yet, after the catalogue and English', () => {
    expect(createTranslator({ catalogue: { ...en, submitText: 'Senden' } })('proofOfWorkVerifying')).toBe(enUntranslated.proofOfWorkVerifying);
  });

  it('does not read inherited properties as messages', () => {
    expect(createTranslator({ overrides: [{}] })('toString')).toBe('toString');
  });

  it('shows a key the catalogue does not know as-is (spec section 8)', () => {
    expect(createTranslator()('SOME_SERVER_ERROR_KEY')).toBe('SOME_SERVER_ERROR_KEY');
  });
});
