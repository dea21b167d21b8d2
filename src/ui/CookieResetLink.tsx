import { useFormActions, useFormState, useTranslator } from './form-store-context';

/**
 * 'Not you? Click here to reset' (spec sections 2 and 4): shown when the form allows it and the
 * visitor was recognised; a click forgets them and restores the starting values.
 */
export function CookieResetLink({ allowed }: { allowed: boolean }) {
  const visitorKnown = useFormState((state) => state.visitorKnown);
  const { resetVisitor } = useFormActions();
  const t = useTranslator();
  if (!allowed || !visitorKnown) return null;
  return (
    <div className="hs-form-cookie-reset">
      <button type="button" className="hs-form-link-button hs-cookie-reset" onClick={resetVisitor}>
        {t('cookieReset')}
      </button>
    </div>
  );
}
