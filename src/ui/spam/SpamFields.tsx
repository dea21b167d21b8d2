import type { FormDefinition } from '../../core/form-definition';
import { honeypotFieldName, proofOfWorkRequired } from '../../core/spam/spam-wire';
import { useFormState, useTranslator } from '../form-store-context';

/** The honeypot's wrapper: base-styles.ts places it off-screen (a neutral name gives a bot no hint). */
export const HONEYPOT_CLASS = 'hs-form-extra';

/**
 * What a form carries against spam (see `core/spam/spam-wire.ts`):
 *
 * - the honeypot: a text input people never see (kept out of sight by a class: strict-CSP pages
 *   refuse inline styles), never reach by keyboard (`tabindex=-1`), never hear (`aria-hidden` on
 *   its wrapper), and the browser never fills (`autocomplete=off`). It is uncontrolled: the
 *   submit reads the page's value, so a script that set `.value` without events is caught too;
 * - for a form that asks for proof of work, a polite status that says it is being verified and
 *   then that it was, for screen-reader users who might otherwise wonder why a submit waits.
 */
export function SpamFields({ definition }: { definition: FormDefinition }) {
  const proofOfWork = useFormState((state) => state.spam?.proofOfWork);
  const t = useTranslator();
  const name = honeypotFieldName(definition.guid, definition.metaData.raw.formVersion ?? '');
  const status = proofOfWork === 'solving' ? t('proofOfWorkVerifying') : proofOfWork === 'solved' ? t('proofOfWorkVerified') : '';
  return (
    <>
      <div className={HONEYPOT_CLASS} aria-hidden="true">
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {proofOfWorkRequired(definition.metaData.raw) ? (
        <div className="hs-visually-hidden" role="status" aria-live="polite">
          {status}
        </div>
      ) : null}
    </>
  );
}
