import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';

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
      <div className="dialog__actions">
        {!member && !error && (
          <PendingButton pending={joining} onClick={onConfirm}>
            Confirm
          </PendingButton>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {member ? 'View standings' : 'Cancel'}
        </button>
      </div>
    </Dialog>
  );
}
