import { PendingButton } from './pending-button';

/** A question's answer buttons: the action, 'Please wait...' while it runs, and Cancel. */
export function ConfirmActions({
  label,
  pending,
  onConfirm,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="dialog__actions">
      <PendingButton pending={pending} onClick={onConfirm}>
        {label}
      </PendingButton>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
