import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { texts } from '../texts';

/** Asks whether to leave the editor with unsaved changes, while the router holds the move back; staying has the keyboard first. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.editor.leaveTitle}
      text={texts.editor.leaveText}
      confirmLabel={texts.editor.leave}
      cancelLabel={texts.editor.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
