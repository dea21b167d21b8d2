import { useEffect, useId, useRef } from 'react';
import { texts } from '../texts';

interface DeleteLeadDialogProps {
  open: boolean;
  files: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a lead is erased, naming what goes: its values and its files. A modal `<dialog>`. */
export function DeleteLeadDialog({ open, files, busy, onConfirm, onCancel }: DeleteLeadDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null || open === element.open) return;
    if (open) {
      element.showModal();
      // The safe answer has the keyboard first.
      cancel.current?.focus();
    } else {
      element.close();
    }
  }, [open]);

  return (
    // Escape fires `cancel` (and closes the dialog itself); the page's state follows.
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel}>
      <h2 id={titleId}>{texts.lead.deleteTitle}</h2>
      <p id={bodyId}>{texts.lead.deleteErases(files)}</p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {texts.lead.delete}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {texts.lead.cancel}
        </button>
      </div>
    </dialog>
  );
}
