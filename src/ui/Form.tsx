import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { CAPTCHA_SLOT_CLASS } from '../core/captcha/captcha-config';
import { classNames } from './class-names';
import { CookieResetLink } from './CookieResetLink';
import { ErrorSummary } from './feedback/ErrorSummary';
import { LegalConsent } from './LegalConsent';
import { PageGroups } from './FieldGroupView';
import { FormActionsArea } from './FormActionsArea';
import { useFormActions, useFormState, useFormView, useLanguageAttributes, useTranslator } from './form-store-context';
import { FormMessages } from './feedback/FormMessages';
import { SubmittedMessage } from './feedback/SubmittedMessage';
import { PressGateContext, usePressGate } from './press-gate';
import { useDrawFarRows } from './use-draw-far-rows';
import { useFocusRequest } from './use-focus-request';
import { useFormStyle } from './use-form-style';
import { useServerRender } from './server-render';
import { SubmitFrame } from './SubmitFrame';
import { fieldClassToken } from './fields/field-class-token';
import { SpamFields } from './spam/SpamFields';

/** The form element in the content order of spec section 2, with the markup of COMPAT.md. */
export function Form({ definition }: { definition: FormDefinition }) {
  const view = useFormView();
  const t = useTranslator();
  const languageAttributes = useLanguageAttributes();
  const { submit } = useFormActions();
  const response = useFormState((state) => state.submission.response);
  const currentPage = useFormState((state) => state.currentPage);
  const groupsShown = useFormState((state) => state.groupsShown);
  const hutk = useFormState((state) => state.hutk);
  const formRef = useRef<HTMLFormElement>(null);
  const pressGate = usePressGate();

  const guid = definition.guid;
  const formKey = `${guid}_${view.instanceKey}`;
  const isLastPage = currentPage >= definition.pageCount;
  const legalConsent = definition.metaData.legalConsentOptions;
  useFocusRequest(formRef, formKey);
  const look = useFormStyle(definition, formRef);
  useDrawFarRows(formRef);
  const serverRender = useServerRender();
  // The browser never posts the page away: the store checks and sends the submission itself.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Enter in a one-line field submits a form, unless the site owner turned that off.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (view.enterSubmitDisabled && event.key === 'Enter' && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'submit') {
      event.preventDefault();
    }
  };
  if (response) return <SubmittedMessage definition={definition} response={response} />;

  return (
    <form
      ref={formRef}
      id={`hsForm_${formKey}`}
      className={classNames(
        // The definition's cssClass ('hs-form stacked' by default) adds to the classes
        // site owners' CSS targets; it never removes them.
        'hs-form',
        definition.cssClass,
        'hs-form-private',
        `hsForm_${guid}`,
        `hs-form-${guid}`,
        `hs-form-${formKey}`,
        `hs-form-theme-${fieldClassToken(definition.themeName)}`,
        view.mobileResponsive && 'hs-form-responsive',
        look.className,
        view.cssClass,
      )}
      style={serverRender ? undefined : look.style}
      target={`target_iframe_${formKey}`}
      method="POST"
      noValidate
      {...languageAttributes}
      data-form-id={guid}
      data-portal-id={definition.portalId}
      data-instance-id={view.instanceKey}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      {...pressGate.handlers}
    >
      <PressGateContext.Provider value={pressGate}>
        <CookieResetLink allowed={definition.metaData.allowCookieReset} />
        <ErrorSummary formKey={formKey} />
        <PageGroups definition={definition} formKey={formKey} page={currentPage} groupsShown={groupsShown} />
        {legalConsent && isLastPage ? <LegalConsent options={legalConsent} formKey={formKey} /> : null}
        <SpamFields definition={definition} />
        {/* 4. captcha slot: the provider renders its invisible widget and inline badge here */}
        {definition.captchaEnabled ? <div className={CAPTCHA_SLOT_CLASS} /> : null}
        <FormMessages />
        <FormActionsArea definition={definition} />
        {!definition.scopes.noBranding && !view.isCmsModule ? (
          <div className="hs-form-branding">
            <a href={view.brandingUrl} target="_blank" rel="noopener noreferrer" className="hs-form-branding-link">
              {t('viralLink')}
            </a>
          </div>
        ) : null}
        {/* The host cannot know the page: the page's facts follow its first render. */}
        <input type="hidden" name="hs_context" value={serverRender ? '' : view.hsContext(hutk)} />
        <SubmitFrame formKey={formKey} />
      </PressGateContext.Provider>
    </form>
  );
}
