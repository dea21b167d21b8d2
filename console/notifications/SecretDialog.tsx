import { useEffect, useId, useRef, useState } from 'react';
import { texts } from '../texts';

const t = texts.notifications;

export interface ShownSecret {
  secret: string;
  /** A rotation: the previous secret still signs for a while. */
  rotated: boolean;
}

interface SecretDialogProps {
  shown: ShownSecret | null;
  onClose(): void;
}

/** Shows an endpoint's signing secret the one time the host gives it, with a Copy button. A modal `<dialog>`. */
export function SecretDialog({ shown, onClose }: SecretDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const ids = { title: useId(), body: useId(), field: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (shown !== null && !element.open) {
      setCopyStatus('');
      element.showModal();
      field.current?.select();
      field.current?.focus();
    } else if (shown === null && element.open) {
      element.close();
    }
  }, [shown]);

  const copy = async () => {
    if (shown === null) return;
    try {
      // Missing outside a secure context: refused like a denied permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(shown.secret);
      setCopyStatus(t.copied);
    } catch {
      setCopyStatus(t.copyRefused);
    }
  };

  return (
    // Escape fires `cancel` (and closes the dialog itself); the page forgets the secret with it.
    <dialog ref={dialog} className="confirm-dialog secret-dialog" aria-labelledby={ids.title} aria-describedby={ids.body} onCancel={onClose}>
      <h2 id={ids.title}>{shown?.rotated ? t.rotatedSecretTitle : t.secretTitle}</h2>
      <div id={ids.body}>
        <p className="secret-dialog__warning">{t.secretOnce}</p>
        {shown?.rotated && <p>{t.secretRotated}</p>}
      </div>
      <label htmlFor={ids.field}>{t.secretLabel}</label>
      <div className="secret-dialog__row">
        {/* Wraps, so the whole secret is in view to check what was copied. */}
        <textarea ref={field} id={ids.field} className="secret-dialog__secret" rows={2} readOnly spellCheck={false} value={shown?.secret ?? ''} />
        <button type="button" className="button" aria-label={t.copySecret} onClick={() => void copy()}>
          {t.copy}
        </button>
      </div>
      <p role="status" className="secret-dialog__status">
        {copyStatus}
      </p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t.done}
        </button>
      </div>
    </dialog>
  );
}
