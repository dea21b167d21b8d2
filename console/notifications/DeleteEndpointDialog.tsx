import { useEffect, useId, useRef } from 'react';
import type { WebhookEndpoint } from '../api/owner-api';
import { texts } from '../texts';

const t = texts.notifications;

interface DeleteEndpointDialogProps {
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an endpoint goes, naming its URL. A modal `<dialog>`; "Cancel" has the keyboard first. */
export function DeleteEndpointDialog({ endpoint, busy, onConfirm, onCancel }: DeleteEndpointDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const open = endpoint !== null;

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
      <h2 id={titleId}>{t.deleteTitle}</h2>
      <p id={bodyId} className="notifications__url">
        {endpoint === null ? '' : t.deleteText(endpoint.url)}
      </p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {t.deleteEndpoint}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </dialog>
  );
}
