import { Dialog } from '../../../components/ui/dialog';

/** Shown on squad selection once the season has no gameweek left (SPEC §2). */
export function GameOverDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Game over" onClose={onClose}>
      <p>
        This game has now finished. Thanks for your interest, come back soon to select your squad
        for next season&apos;s game.
      </p>
    </Dialog>
  );
}
