import { useLanguageAttributes, useTranslator } from './form-store-context';

/** Keeps the form's space while the definition loads, so the page does not jump. */
export function LoadingPlaceholder() {
  const t = useTranslator();
  return (
    <div className="hs-form-loading" role="status" aria-busy="true" {...useLanguageAttributes()}>
      <span className="hs-visually-hidden">{t('loading')}</span>
    </div>
  );
}
