import { useLayoutEffect, type FormEvent } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { classNames } from './class-names';
import { FieldGroupView } from './FieldGroupView';
import { FormActionsArea } from './FormActionsArea';
import { useFormActions, useFormState, useFormView } from './form-store-context';
import { LegalConsent } from './LegalConsent';

/** The form element in the content order of spec section 2, with the markup of COMPAT.md. */
export function Form({ definition }: { definition: FormDefinition }) {
  const view = useFormView();
  const { markReadyToView } = useFormActions();
  const currentPage = useFormState((state) => state.currentPage);
  useLayoutEffect(() => markReadyToView(), [markReadyToView]);

  const guid = definition.guid;
  const formKey = `${guid}_${view.instanceKey}`;
  const isLastPage = currentPage >= definition.pageCount;
  const legalConsent = definition.metaData.legalConsentOptions;
  // Submission arrives with its own issue; until then the browser must not post the page away.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form
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
        view.cssClass,
      )}
      target={`target_iframe_${formKey}`}
      method="POST"
      noValidate
      lang={definition.metaData.lang}
      data-form-id={guid}
      data-portal-id={definition.portalId}
      data-instance-id={view.instanceKey}
      onSubmit={onSubmit}
    >
      {/* 1. cookie-reset link slot: filled when cookie reset is built */}
      {definition.groups
        .filter((group) => group.pageNumber === currentPage)
        .map((group, index) => (
          <FieldGroupView key={`${currentPage}-${index}`} group={group} formKey={formKey} />
        ))}
      {legalConsent && isLastPage ? <LegalConsent options={legalConsent} formKey={formKey} /> : null}
      {/* 4. captcha slot: filled when the captcha is built */}
      <ul className="hs-form-messages" role="status" hidden />
      <FormActionsArea definition={definition} />
      {!definition.scopes.noBranding && !view.isCmsModule ? (
        <div className="hs-form-branding">
          <a href={view.brandingUrl} target="_blank" rel="noopener noreferrer" className="hs-form-branding-link">
            {view.t('viralLink')}
          </a>
        </div>
      ) : null}
      <input type="hidden" name="hs_context" value={view.hsContext} />
      <iframe name={`target_iframe_${formKey}`} title="" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
