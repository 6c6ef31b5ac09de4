import { Dialog } from '../../../components/ui/dialog';
import type { TeamPitchPick } from '../hooks/use-pick-team';

/**
 * The menu a tap on a player opens, titled with his full name (SPEC §2): Switch (when nothing is
 * under way, or he is an eligible target), Cancel (when he started the switch), Make Captain and
 * Make Vice Captain (starters not already holding the armband), and View Information, which opens
 * the player dialog as the official game's menu does.
 */
export function PlayerMenu({
  name,
  pick,
  canCaptain,
  canViceCaptain,
  onSwitch,
  onCaptain,
  onViceCaptain,
  onInfo,
  onClose,
}: {
  name: string;
  pick: TeamPitchPick;
  canCaptain: boolean;
  canViceCaptain: boolean;
  onSwitch: () => void;
  onCaptain: () => void;
  onViceCaptain: () => void;
  onInfo: () => void;
  onClose: () => void;
}) {
  const act = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <Dialog title={name} onClose={onClose}>
      <div className="player-menu" role="group" aria-label={`Actions for ${name}`}>
        {(pick.subStatus === '' || pick.subStatus === 'target') && (
          <button type="button" className="button button--primary" onClick={act(onSwitch)}>
            Switch
          </button>
        )}
        {pick.subStatus === 'instigator' && (
          <button type="button" className="button button--primary" onClick={act(onSwitch)}>
            Cancel
          </button>
        )}
        {canCaptain && (
          <button type="button" className="button button--secondary" onClick={act(onCaptain)}>
            Make Captain
          </button>
        )}
        {canViceCaptain && (
          <button type="button" className="button button--secondary" onClick={act(onViceCaptain)}>
            Make Vice Captain
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={act(onInfo)}>
          View Information
        </button>
      </div>
    </Dialog>
  );
}
