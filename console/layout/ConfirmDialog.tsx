import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the confirmation does, named plainly. */
  text: ReactNode;
  /** A class for the text's paragraph (e.g. one that wraps a long URL). */
  textClassName?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmation is under way: its button is disabled. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone: a modal `<dialog>` whose safe answer ("Cancel",
 * "Stay") has the keyboard first. Escape fires `cancel` (and closes the dialog itself); the page's
 * state follows through `onCancel`.
 */
export function ConfirmDialog({ open, title, text, textClassName, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null || open === element.open) return;
    if (open) {
      element.showModal();
      cancel.current?.focus();
    } else {
      element.close();
    }
  }, [open]);

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId} className={textClassName}>
        {text}
      </p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
