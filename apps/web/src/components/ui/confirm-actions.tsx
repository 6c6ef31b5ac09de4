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
      <button
        type="button"
        className="button button--primary"
        disabled={pending}
        onClick={onConfirm}
      >
        {pending ? 'Please wait...' : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
