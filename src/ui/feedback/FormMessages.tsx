import { useFormState, useTranslator } from '../form-store-context';

/**
 * The form-level message list (spec section 2, content order item 5): the submission error,
 * announced politely. While the embed retries a submission it says so under the error.
 */
export function FormMessages() {
  const { error, submissionError, requested } = useFormState((state) => state.submission);
  const t = useTranslator();
  const shown = error && submissionError !== '';
  return (
    <ul className="hs-form-messages" role="status" hidden={!shown}>
      {shown ? (
        <li>
          <label className="hs-error-msg hs-main-font-element">{t(submissionError)}</label>
          {requested ? <span className="hs-form-retrying"> {t('submitRetrying')}</span> : null}
        </li>
      ) : null}
    </ul>
  );
}
