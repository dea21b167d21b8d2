import type { FormDefinition } from '../core/form-definition';
import { classNames } from './class-names';
import { useFormActions, useFormState, useFormView } from './form-store-context';

/**
 * The submit button, or on a multi-page form the Previous/Next buttons and the step indicator
 * (progress shows only on multi-page forms outside a CMS module).
 */
export function FormActionsArea({ definition }: { definition: FormDefinition }) {
  const view = useFormView();
  const currentPage = useFormState((state) => state.currentPage);
  const { goToPage } = useFormActions();
  const isLastPage = currentPage >= definition.pageCount;
  const submitText = view.submitText || definition.submitText || view.t('submitText');
  const buttonClass = classNames(view.submitButtonClass || 'hs-button primary large');

  return (
    <div className="hs_submit hs-submit">
      {definition.isPaginated && !view.isCmsModule ? (
        <div className="hs-form-progress" aria-live="polite">
          {view.t('stepIndicator', { currentPage: String(currentPage), numberOfPages: String(definition.pageCount) })}
        </div>
      ) : null}
      <div className="actions">
        {definition.isPaginated && currentPage > 1 ? (
          <button type="button" className={classNames(buttonClass, 'hs-previous')} onClick={() => goToPage(currentPage - 1)}>
            {view.t('previousText')}
          </button>
        ) : null}
        {isLastPage ? (
          <input type="submit" className={buttonClass} value={submitText} />
        ) : (
          <button type="button" className={classNames(buttonClass, 'hs-next')} onClick={() => goToPage(currentPage + 1)}>
            {view.t('nextText')}
          </button>
        )}
      </div>
    </div>
  );
}
