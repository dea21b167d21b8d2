import { enLoader } from './en-loader';

/** What a form shown from the host's markup says when its runtime never arrived (`loader/unfinished-form.ts`). */
export interface UnfinishedFormText {
  title: string;
  message: string;
}

type UnfinishedFormKey = 'unfinishedFormTitle' | 'unfinishedFormMessage';

/** The notice's two lines as a translator words them: the host's, in the form's language, with the markup. */
export const unfinishedFormText = (t: (key: UnfinishedFormKey) => string): UnfinishedFormText => ({
  title: t('unfinishedFormTitle'),
  message: t('unfinishedFormMessage'),
});

/** The lines in English, for a host that sends none (an older one). */
export const ENGLISH_UNFINISHED_FORM_TEXT: UnfinishedFormText = { title: enLoader.unfinishedFormTitle, message: enLoader.unfinishedFormMessage };
