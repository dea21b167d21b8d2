import type { WebhookEndpoint } from '../api/owner-api';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { texts } from '../texts';

const t = texts.notifications;

interface DeleteEndpointDialogProps {
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an endpoint goes, naming its URL. */
export function DeleteEndpointDialog({ endpoint, busy, onConfirm, onCancel }: DeleteEndpointDialogProps) {
  return (
    <ConfirmDialog
      open={endpoint !== null}
      title={t.deleteTitle}
      text={endpoint === null ? '' : t.deleteText(endpoint.url)}
      textClassName="notifications__url"
      confirmLabel={t.deleteEndpoint}
      cancelLabel={t.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
