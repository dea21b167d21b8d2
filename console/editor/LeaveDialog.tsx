import { useEffect, useId, useRef } from 'react';
import type { Blocker } from 'react-router';
import { texts } from '../texts';

/** Asks whether to leave the editor with unsaved changes, while the router holds the move back. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const open = blocker.state === 'blocked';

  useEffect(() => {
    const element = dialog.current;
    if (element === null || open === element.open) return;
    if (open) {
      element.showModal();
      // Staying loses nothing: it has the keyboard first.
      stay.current?.focus();
    } else {
      element.close();
    }
  }, [open]);

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={() => blocker.reset?.()}>
      <h2 id={titleId}>{texts.editor.leaveTitle}</h2>
      <p id={bodyId}>{texts.editor.leaveText}</p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="button button-danger" onClick={() => blocker.proceed?.()}>
          {texts.editor.leave}
        </button>
        <button ref={stay} type="button" className="button" onClick={() => blocker.reset?.()}>
          {texts.editor.stay}
        </button>
      </div>
    </dialog>
  );
}
