import type { FormDefinition } from '../core/form-definition';
import { classNames } from './class-names';
import { DEFAULT_SUBMIT_BUTTON_CLASS } from '../core/embed-context';
import { useFormActions, useFormState, useFormView, useTranslator } from './form-store-context';
import { useServerRender } from './server-render';

/**
 * The submit button, or on a multi-page form the Previous/Next buttons and the step indicator,
 * "Step 1 of 3" over a bar in the accent colour (progress shows only on multi-page forms outside
 * a CMS module).
 */
export function FormActionsArea({ definition }: { definition: FormDefinition }) {
  const view = useFormView();
  const t = useTranslator();
  const currentPage = useFormState((state) => state.currentPage);
  const { goToPage } = useFormActions();
  const serverRender = useServerRender();
  const isLastPage = currentPage >= definition.pageCount;
  const progress = `${(100 * currentPage) / definition.pageCount}%`;
  const submitText = view.submitText || definition.submitText || t('submitText');
  const buttonClass = classNames(view.submitButtonClass || DEFAULT_SUBMIT_BUTTON_CLASS);

  return (
    <div className="hs_submit hs-submit">
      {definition.isPaginated && !view.isCmsModule ? (
        <div className="hs-form-progress">
          <div aria-live="polite">{t('stepIndicator', { currentPage, numberOfPages: definition.pageCount })}</div>
          {/* The text says the step; the bar only shows it. */}
          <div className="hs-form-progress-bar" aria-hidden="true">
            {/* The host's markup carries the width for the loader to set through the CSSOM (no `style` attribute there). */}
            <span data-progress={progress} style={serverRender ? undefined : { width: progress }} />
          </div>
        </div>
      ) : null}
      <div className="actions">
        {definition.isPaginated && currentPage > 1 ? (
          <button type="button" className={classNames(buttonClass, 'hs-previous')} onClick={() => goToPage(currentPage - 1)}>
            {t('previousText')}
          </button>
        ) : null}
        {isLastPage ? (
          <input type="submit" className={buttonClass} value={submitText} dir="auto" />
        ) : (
          <button type="button" className={classNames(buttonClass, 'hs-next')} onClick={() => goToPage(currentPage + 1)}>
            {t('nextText')}
          </button>
        )}
      </div>
    </div>
  );
}
