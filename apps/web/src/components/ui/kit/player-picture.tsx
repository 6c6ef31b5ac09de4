import type { KitColours } from '@ofl/api';

import { Shirt } from './shirt';

/**
 * A player's initials: of his first name and of his surname's last word ('BF' for Bruno Borges
 * Fernandes).
 */
export function initials(firstName: string, secondName: string): string {
  const last = secondName.trim().split(/\s+/).at(-1) ?? '';
  return `${firstName.trim().charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * A player's picture, of our own making: his club's shirt (a goalkeeper's own colours for a
 * goalkeeper) with his initials on it. `decorative` beside his name, which already says who.
 * Whether he is a goalkeeper comes from his position when the player is a game element.
 */
export function PlayerPicture({
  player,
  kit,
  goalkeeper,
  size,
  decorative = false,
}: {
  player: { first_name: string; second_name: string; team: number; element_type?: number };
  kit?: KitColours;
  goalkeeper?: boolean;
  size: number;
  decorative?: boolean;
}) {
  return (
    <Shirt
      kit={kit}
      teamId={player.team}
      goalkeeper={goalkeeper ?? player.element_type === 1}
      size={size}
      title={decorative ? undefined : `Picture of ${player.first_name} ${player.second_name}`}
      mark={initials(player.first_name, player.second_name)}
    />
  );
}
