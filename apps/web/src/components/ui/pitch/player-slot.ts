import type { Availability } from '../availability/availability';
import { initials } from '../kit/player-picture';
import type { GameData } from './game-data';
import type { PitchSlot } from './types';

/** Who stands in a slot, as the team screens know him. */
export type SlotPlayer = {
  name: string;
  elementType: number;
  team: number;
  /** His flag, on the screens that show one. */
  availability?: Availability | null;
  /** His full name, whose initials his shirt wears (as in the lists and his dialog). */
  names?: { first_name: string; second_name: string };
};

/**
 * The part of a player's pitch card every team screen fills alike: the key, his position (its
 * row and short name), his name, his club's kit with his initials, the goalkeeper's shirt and his
 * flag.
 */
export function playerSlots(data: Pick<GameData, 'teams' | 'element_types'>) {
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const types = new Map(data.element_types.map((t) => [t.id, t]));
  return (
    key: string,
    p: SlotPlayer,
  ): Pick<PitchSlot, 'key' | 'elementType' | 'typeLabel' | 'player'> => ({
    key,
    elementType: p.elementType,
    typeLabel: types.get(p.elementType)?.singular_name_short ?? '',
    player: {
      name: p.name,
      teamId: p.team,
      kit: teams.get(p.team)?.kit,
      goalkeeper: p.elementType === 1,
      availability: p.availability,
      mark: p.names ? initials(p.names.first_name, p.names.second_name) : undefined,
    },
  });
}
