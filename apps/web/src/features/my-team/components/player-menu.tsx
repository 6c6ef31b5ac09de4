import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { TeamPitchPick } from '../hooks/use-pick-team';

/**
 * The menu a tap on a player opens, titled with his full name (SPEC §2): Switch (when nothing is
 * under way; a tap on an eligible target switches at once, without the menu), Cancel (when he
 * started the switch), Make Captain and Make Vice Captain (starters not already holding the
 * armband), and View Information, which opens the player dialog as the official game's menu does.
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
        {pick.subStatus === '' && <Button onClick={act(onSwitch)}>Switch</Button>}
        {pick.subStatus === 'instigator' && <Button onClick={act(onSwitch)}>Cancel</Button>}
        {canCaptain && (
          <Button secondary onClick={act(onCaptain)}>
            Make Captain
          </Button>
        )}
        {canViceCaptain && (
          <Button secondary onClick={act(onViceCaptain)}>
            Make Vice Captain
          </Button>
        )}
        <Button secondary onClick={act(onInfo)}>
          View Information
        </Button>
      </div>
    </Dialog>
  );
}
