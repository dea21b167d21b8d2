import { ConfirmDialog } from '../layout/ConfirmDialog';
import { texts } from '../texts';

interface DeleteLeadDialogProps {
  open: boolean;
  files: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a lead is erased, naming what goes: its values and its files. */
export function DeleteLeadDialog({ open, files, busy, onConfirm, onCancel }: DeleteLeadDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={texts.lead.deleteTitle}
      text={texts.lead.deleteErases(files)}
      confirmLabel={texts.lead.delete}
      cancelLabel={texts.lead.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
