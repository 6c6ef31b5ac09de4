import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { ConfirmActions } from '../../../components/ui/confirm-actions';

/**
 * The auto-join dialog (SPEC §4): 'Join League: {name}' asks to confirm; a member is told he
 * is in already; a join-rule error shows its text.
 */
export function AutoJoinDialog({
  name,
  member,
  joining,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  member: boolean;
  joining: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={`Join League: ${name}`} onClose={onCancel}>
      {member ? (
        <p>You are already in this league</p>
      ) : (
        <p>Please press confirm to join league: {name}.</p>
      )}
      {error && <Alert type="error">{error}</Alert>}
      <ConfirmActions
        label="Confirm"
        pending={joining}
        onConfirm={member || error ? undefined : onConfirm}
        onCancel={onCancel}
        cancelLabel={member ? 'View standings' : 'Cancel'}
      />
    </Dialog>
  );
}
