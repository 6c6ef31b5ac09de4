import { describe, expect, it } from 'vitest';
import {
  generateNextSeason,
  nextSeasonName,
  type FinishedClub,
  type FinishedPlayer,
} from './generate-next-season';
import { seasonFor } from './test-season';

const last = seasonFor(11);
const NEXT_KICKOFF = '2026-08-14T19:00:00Z';

// The clubs finish in id order; each player's points follow his ability, the best scoring most.
const clubs: FinishedClub[] = last.teams.map((t) => ({ ...t, position: t.id }));
const teamCode = new Map(last.teams.map((t) => [t.id, t.code]));
const players: FinishedPlayer[] = last.elements
  .filter((e) => e.element_type !== 5)
  .map((e) => ({
    ...e,
    element_type: e.element_type as 1 | 2 | 3 | 4,
    team_code: teamCode.get(e.team)!,
    total_points: Math.round(e.quality * 200),
    minutes: 1000,
  }));
const next = () =>
  generateNextSeason({
    seed: 12,
    seasonName: '2026/27',
    firstKickoff: NEXT_KICKOFF,
    clubs,
    players,
  });

describe('generateNextSeason', () => {
  const season = next();

  it('gives the same season for the same finished one and seed', () => {
    expect(JSON.stringify(next())).toBe(JSON.stringify(season));
  });

  it('relegates the bottom three clubs and promotes three new ones', () => {
    const codes = new Set(season.teams.map((t) => t.code));
    expect(season.teams).toHaveLength(20);
    expect(season.teams.map((t) => t.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const names = season.teams.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const club of clubs) expect(codes.has(club.code)).toBe(club.position <= 17);
    const newcomers = season.teams.filter((t) => !clubs.some((c) => c.code === t.code));
    expect(newcomers).toHaveLength(3);
    expect(new Set(season.teams.map((t) => t.short_name)).size).toBe(20);
  });

  it('keeps the players of the staying clubs, moves some and gives the new clubs squads', () => {
    const before = new Map(players.map((p) => [p.code, p]));
    const codeOf = new Map(season.teams.map((t) => [t.id, t.code]));
    const stayed = season.elements.filter((e) => before.has(e.code));
    const staying = players.filter((p) => season.teams.some((t) => t.code === p.team_code));
    expect(stayed).toHaveLength(staying.length);
    const moved = stayed.filter((e) => codeOf.get(e.team) !== before.get(e.code)!.team_code);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(stayed.length / 10);
    expect(new Set(season.elements.map((e) => e.code)).size).toBe(season.elements.length);
    expect(season.elements.map((e) => e.id)).toEqual(season.elements.map((_, i) => i + 1));
    for (const team of season.teams) {
      const squad = season.elements.filter((e) => e.team === team.id);
      for (const [type, least] of [
        [1, 2],
        [2, 5],
        [3, 5],
        [4, 3],
      ] as const) {
        expect(squad.filter((e) => e.element_type === type).length).toBeGreaterThanOrEqual(least);
      }
    }
  });

  it("prices the kept players from last season's points", () => {
    const points = new Map(players.map((p) => [p.code, p.total_points]));
    const forwards = season.elements
      .filter((e) => e.element_type === 4 && points.has(e.code))
      .sort((a, b) => points.get(a.code)! - points.get(b.code)!);
    const low = forwards.slice(0, 10).reduce((s, e) => s + e.now_cost, 0);
    const high = forwards.slice(-10).reduce((s, e) => s + e.now_cost, 0);
    expect(high).toBeGreaterThan(low);
    for (const e of season.elements) expect(e.now_cost % 5).toBe(0);
  });

  it('has a full calendar from the given kick-off, with no head coaches', () => {
    expect(season.season_name).toBe('2026/27');
    expect(season.events).toHaveLength(38);
    expect(season.fixtures).toHaveLength(380);
    expect(season.fixtures[0]!.kickoff_time).toBe(NEXT_KICKOFF);
    expect(season.elements.some((e) => e.element_type === 5)).toBe(false);
  });
});

describe('nextSeasonName', () => {
  it('moves a season name on a year', () => {
    expect(nextSeasonName('2025/26')).toBe('2026/27');
    expect(nextSeasonName('2099/00')).toBe('2100/01');
    expect(nextSeasonName('Spring')).toBe('Spring (next)');
  });
});
