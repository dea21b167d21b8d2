import { useFormView } from './form-store-context';

/** Keeps the form's space while the definition loads, so the page does not jump. */
export function LoadingPlaceholder() {
  const { t } = useFormView();
  return (
    <div className="hs-form-loading" role="status" aria-busy="true">
      <span className="hs-visually-hidden">{t('loading')}</span>
    </div>
  );
}
