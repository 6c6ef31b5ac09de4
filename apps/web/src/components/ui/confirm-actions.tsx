import { Button } from './button';
import { PendingButton } from './pending-button';

/**
 * A question's answer buttons: the action, 'Please wait...' while it runs, and a way out (Cancel
 * unless named otherwise). Without `onConfirm` only the way out is offered; `cancelFirst` puts it
 * before the action.
 */
export function ConfirmActions({
  label,
  pending,
  onConfirm,
  onCancel,
  cancelLabel = 'Cancel',
  cancelFirst = false,
}: {
  label: string;
  pending: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  cancelFirst?: boolean;
}) {
  const cancel = (
    <Button secondary onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <div className="dialog__actions">
      {cancelFirst && cancel}
      {onConfirm && (
        <PendingButton pending={pending} onClick={onConfirm}>
          {label}
        </PendingButton>
      )}
      {!cancelFirst && cancel}
    </div>
  );
}
