import { PitchView } from '../../../components/ui/pitch/pitch-view';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { usePlayerDialog } from '../../../hooks/use-player-dialog';
import type { DreamTeam } from '../../../lib/api/get-dream-team';
import { dreamTeamSlots } from './dream-team-view';
import './dream-team.css';

/** A dream team on a small pitch (the dashboard's panel); a player opens his dialog. */
export function DreamTeamPitch({ team, data }: { team: DreamTeam; data: GameData }) {
  const dialog = usePlayerDialog();
  return (
    <div className="dream-team-pitch">
      <PitchView starters={dreamTeamSlots(team, data, dialog.open)} bench={[]} />
    </div>
  );
}
