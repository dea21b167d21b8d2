import type { ReactElement } from 'react';
import type { EmbedContext } from '../core/embed-context';
import type { FormDefinition } from '../core/form-definition';
import { shouldRenderInFrame } from '../core/frame-selection';
import type { Translate } from '../i18n/translate';
import { IsolatedFrame } from './isolated-frame';

/**
 * How a loaded form is shown (`core/frame-selection.ts` decides): as it is, in the page, or
 * inside the isolated frame with the theme's and the site owner's css.
 */
export const formPresenter =
  (context: EmbedContext, t: Translate) =>
  (definition: FormDefinition, form: ReactElement): ReactElement =>
    shouldRenderInFrame({
      definition,
      renderFrame: context.renderFrame,
      isInsideFrame: context.isInsideFrame,
      customCss: context.css,
      pageId: context.pageId,
      isShareablePage: false,
    }) ? (
      <IsolatedFrame title={t('formTitle')} themeCss={definition.themeCss} customCss={context.css.trim()}>
        {form}
      </IsolatedFrame>
    ) : (
      form
    );
