import { randomInt, shuffled, type Rng } from '@ofl/engine';
import { AVAILABLE, generateAvailability } from './generate-availability';
import { buildElement } from './build-element';
import type { NameGenerator } from './generate-names';
import { liftStar, minutesLikelihood, positionQualities, starCount } from './player-ratings';
import { pickWeighted } from './random-helpers';
import { pricePlayer } from './price-player';
import { assignSetPieces } from './set-pieces';
import { squadShape, type PlayerTypeId } from './squad-shape';
import type { DemoElement, DemoTeam } from './types';

const YEAR_MS = 365.25 * 86_400_000;

// Each club keeps at least this many fit-enough players per position (a fantasy squad's 2/5/5/3).
const MIN_AVAILABLE: Record<1 | 2 | 3 | 4, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };

/** Ids and codes are handed out in order, so callers can place managers after the players. */
export interface IdSource {
  nextId(): number;
  nextCode(): number;
}

// Stars are mostly attackers, now and then a defender or a goalkeeper.
const STAR_WEIGHT: Record<PlayerTypeId, number> = { 1: 1, 2: 2, 3: 5, 4: 5 };

function birthDate(rng: Rng, seasonStart: Date): string {
  const age = 18 + rng.next() * 17;
  return new Date(seasonStart.getTime() - age * YEAR_MS).toISOString().slice(0, 10);
}

/** Keeps a club able to field a full squad: too many absences in a position are undone. */
export function keepSquadLegal(players: DemoElement[]): void {
  for (const type of [1, 2, 3, 4] as const) {
    const group = players.filter((p) => p.element_type === type);
    const fit = () => group.filter((p) => p.status === 'a' || p.status === 'd').length;
    for (const p of group) {
      if (fit() >= MIN_AVAILABLE[type]) break;
      if (p.status !== 'a' && p.status !== 'd') Object.assign(p, AVAILABLE);
    }
  }
}

/** A club's players, goalkeepers first, each group best first, with set-piece takers chosen. */
export function generateClubPlayers(
  rng: Rng,
  team: DemoTeam,
  names: NameGenerator,
  ids: IdSource,
  seasonStart: Date,
): DemoElement[] {
  const numbers = shuffled(
    rng,
    Array.from({ length: 44 }, (_, i) => i + 2),
  );
  const players: DemoElement[] = [];
  const shape = squadShape(rng);
  const stars = new Map<PlayerTypeId, number>();
  for (let i = starCount(rng, team.rating); i > 0; i--) {
    const { elementType } = pickWeighted(rng, shape, (g) => STAR_WEIGHT[g.elementType]);
    stars.set(elementType, (stars.get(elementType) ?? 0) + 1);
  }
  for (const { elementType, count, starters } of shape) {
    let qualities = positionQualities(rng, team.rating, count, starters);
    // A second star in the same position lifts the next best player, not the same one twice.
    for (let s = 0; s < (stars.get(elementType) ?? 0); s++) {
      const lifted = liftStar(rng, team.rating, qualities.slice(s));
      qualities = [...qualities.slice(0, s), ...lifted].sort((a, b) => b - a);
    }
    qualities.forEach((quality, depth) => {
      const firstChoiceKeeper = elementType === 1 && depth === 0;
      players.push(
        buildElement({
          id: ids.nextId(),
          code: ids.nextCode(),
          name: names.next(),
          team,
          elementType,
          nowCost: pricePlayer(quality, elementType),
          squadNumber: firstChoiceKeeper ? 1 : (numbers.pop() ?? randomInt(rng, 46, 99)),
          birthDate: birthDate(rng, seasonStart),
          quality,
          minutesLikelihood: minutesLikelihood(rng, depth, starters, elementType === 1),
          availability: generateAvailability(rng, seasonStart),
        }),
      );
    });
  }
  keepSquadLegal(players);
  assignSetPieces(rng, players);
  return players;
}
