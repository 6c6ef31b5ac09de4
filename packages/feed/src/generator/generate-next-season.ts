// The season after a finished one: most clubs and players stay, the bottom three clubs go down
// and three come up with squads of their own, some players move between clubs, and prices are
// set from last season's points. Pure and seeded like the demo season.
import { shuffled, type FinishedClub, type FinishedPlayer, type Rng } from '@ofl/engine';
import { buildElement } from './build-element';
import { CLUB_POOL } from './club-pool';
import { generateAvailability } from './generate-availability';
import { generateManagers } from './generate-managers';
import { NameGenerator } from './generate-names';
import { generateClubPlayers, keepSquadLegal, type IdSource } from './generate-players';
import { BEFORE_THE_SEASON, buildTeam, TEAM_COUNT } from './generate-teams';
import { pricePlayer } from './price-player';
import { clamp, distinctInts, noise, pick } from './random-helpers';
import { seasonAround, stream, toMs } from './season-parts';
import { assignSetPieces } from './set-pieces';
import type { DemoElement, DemoSeason, DemoTeam } from './types';

export type { FinishedClub, FinishedPlayer };

export interface NextSeasonOptions {
  seed: number;
  seasonName: string;
  firstKickoff: Date | string;
  clubs: readonly FinishedClub[];
  players: readonly FinishedPlayer[];
  assistantManager?: boolean;
}

/** Clubs that go down and come up each season. */
export const PROMOTED = 3;
/** Pairs of players of the same position who swap clubs over the summer. */
const MOVES = 15;
/** How much last season's points weigh in a new price against the player's ability. */
const POINTS_WEIGHT = 0.7;

/** '2025/26' to '2026/27'; any other name gets ' (next)'. */
export function nextSeasonName(name: string): string {
  const match = /^(\d{4})\/(\d{2})$/.exec(name);
  if (!match) return `${name} (next)`;
  const year = Number(match[1]) + 1;
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Where a player stands among those of his position by last season's points, in [0, 1]. */
function pointsStanding(players: readonly FinishedPlayer[]): Map<number, number> {
  const standing = new Map<number, number>();
  for (const type of [1, 2, 3, 4] as const) {
    const group = players
      .filter((p) => p.element_type === type && p.minutes > 0)
      .sort((a, b) => a.total_points - b.total_points);
    group.forEach((p, i) => standing.set(p.code, group.length > 1 ? i / (group.length - 1) : 0.5));
  }
  return standing;
}

/** A kept player's price: mostly last season's points among his position, partly his ability. */
function newPrice(player: FinishedPlayer, standing: ReadonlyMap<number, number>): number {
  const points = standing.get(player.code);
  const basis =
    points === undefined
      ? player.quality * 0.8
      : POINTS_WEIGHT * points + (1 - POINTS_WEIGHT) * player.quality;
  return pricePlayer(clamp(basis, 0, 1) ** (1 / 2), player.element_type);
}

/** The next season's twenty clubs: the top seventeen stay, three new ones come up. */
function nextClubs(rng: Rng, clubs: readonly FinishedClub[]): DemoTeam[] {
  const byPosition = [...clubs].sort((a, b) => a.position - b.position);
  const staying = byPosition.slice(0, TEAM_COUNT - PROMOTED);
  const relegated = byPosition.slice(TEAM_COUNT - PROMOTED);
  const names = new Set(clubs.map((c) => c.name));
  const newcomers = shuffled(
    rng,
    CLUB_POOL.filter((c) => !names.has(c.name)),
  ).slice(0, PROMOTED);
  const usedCodes = new Set(clubs.map((c) => c.code));
  const usedPulse = new Set(clubs.map((c) => c.pulse_id));
  const codes = distinctInts(rng, 60, 1, 120).filter((c) => !usedCodes.has(c));
  const pulseIds = distinctInts(rng, 60, 1, 200).filter((c) => !usedPulse.has(c));
  // The promoted clubs wear the colours the relegated ones leave, so every kit stays distinct.
  const promoted = newcomers.map((club, i) => ({
    club,
    code: codes[i]!,
    pulseId: pulseIds[i]!,
    kit: relegated[i]!.kit,
  }));
  const all = [
    ...staying.map((c) => ({ kind: 'kept' as const, name: c.name, club: c })),
    ...promoted.map((p) => ({ kind: 'up' as const, name: p.club.name, up: p })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return all.map((c, i) => {
    if (c.kind === 'up') {
      // A promoted club starts among the weakest.
      return buildTeam(rng, { id: i + 1, ...c.up, strength: 2 });
    }
    const club = c.club;
    const rating = clamp((club.strength_overall_home - 1000) / 330, 0, 1);
    return { ...club, id: i + 1, ...BEFORE_THE_SEASON, rating };
  });
}

/** Swaps `MOVES` pairs of same-position players between staying clubs, so squads keep shape. */
function summerMoves(rng: Rng, clubOf: Map<number, number>, players: readonly FinishedPlayer[]) {
  const clubs = [...new Set(clubOf.values())];
  for (let m = 0; m < MOVES && clubs.length > 1; m++) {
    const type = pick(rng, [1, 2, 2, 3, 3, 3, 4, 4] as const);
    const from = pick(rng, clubs);
    const to = pick(
      rng,
      clubs.filter((c) => c !== from),
    );
    const out = players.filter((p) => p.element_type === type && clubOf.get(p.code) === from);
    const back = players.filter((p) => p.element_type === type && clubOf.get(p.code) === to);
    if (out.length === 0 || back.length === 0) continue;
    const a = pick(rng, out);
    const b = pick(rng, back);
    clubOf.set(a.code, to);
    clubOf.set(b.code, from);
  }
}

/** Builds the next season from the finished one, the same for the same inputs and seed. */
export function generateNextSeason(options: NextSeasonOptions): DemoSeason {
  const { seed, seasonName } = options;
  const firstKickoffMs = toMs(options.firstKickoff);
  const seasonStart = new Date(firstKickoffMs);
  const teams = nextClubs(stream(seed, 1), options.clubs);
  const teamByCode = new Map(teams.map((t) => [t.code, t]));

  const peopleRng = stream(seed, 2);
  const kept = options.players.filter((p) => teamByCode.has(p.team_code));
  const clubOf = new Map(kept.map((p) => [p.code, p.team_code]));
  summerMoves(peopleRng, clubOf, kept);
  const standing = pointsStanding(options.players);

  const names = new NameGenerator(peopleRng);
  for (const p of options.players) names.reserve(p);
  const usedCodes = new Set(options.players.map((p) => p.code));
  const freshCodes = distinctInts(peopleRng, 1000, 100_000, 499_999).filter(
    (c) => !usedCodes.has(c),
  );
  let temporaryId = 0;
  const ids: IdSource = { nextId: () => ++temporaryId, nextCode: () => freshCodes.pop()! };

  const byClub = teams.map((team) => {
    const stayers = kept.filter((p) => clubOf.get(p.code) === team.code);
    if (stayers.length === 0) {
      return generateClubPlayers(peopleRng, team, names, ids, seasonStart);
    }
    const players = stayers.map((p) => {
      const element = buildElement({
        id: 0,
        code: p.code,
        name: { first_name: p.first_name, second_name: p.second_name, web_name: p.web_name },
        team,
        elementType: p.element_type,
        nowCost: newPrice(p, standing),
        squadNumber: p.squad_number,
        birthDate: p.birth_date,
        // A year older: a little better or worse.
        quality: Math.round(clamp(p.quality + noise(peopleRng, 0.03), 0, 1) * 1000) / 1000,
        minutesLikelihood: p.minutesLikelihood,
        availability: generateAvailability(peopleRng, seasonStart),
      });
      return element;
    });
    players.sort((a, b) => a.element_type - b.element_type || b.quality - a.quality);
    keepSquadLegal(players);
    assignSetPieces(peopleRng, players);
    return players;
  });
  // Ids run club by club, goalkeepers first, as the demo season numbers them.
  let id = 0;
  const players: DemoElement[] = byClub
    .flat()
    .sort((a, b) => a.team - b.team || a.element_type - b.element_type)
    .map((p) => ({ ...p, id: ++id }));
  const assistantManager = options.assistantManager ?? seasonName === '2024/25';
  if (assistantManager) {
    temporaryId = id;
    players.push(...generateManagers(teams, names, ids));
  }
  return seasonAround(seed, seasonName, firstKickoffMs, teams, players, assistantManager);
}
