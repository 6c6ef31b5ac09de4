import { describe, expect, it } from 'vitest';
import { PLAYER_PRICE_RANGE } from './price-player';
import { seasonFor } from './test-season';
import type { DemoElement } from './types';

const season = seasonFor(5);
const players = season.elements.filter((e) => e.element_type !== 5);
const managers = season.elements.filter((e) => e.element_type === 5);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The cheapest 15 that obey positions and the 3-per-club limit, picked greedily. */
function cheapestLegalSquad(pool: DemoElement[]): DemoElement[] {
  const need: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
  const perClub = new Map<number, number>();
  const squad: DemoElement[] = [];
  for (const p of [...pool].sort((a, b) => a.now_cost - b.now_cost)) {
    if ((need[p.element_type] ?? 0) === 0 || (perClub.get(p.team) ?? 0) >= 3) continue;
    need[p.element_type]! -= 1;
    perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
    squad.push(p);
  }
  return squad;
}

describe('the players of a demo season', () => {
  it('has about 600 players and one manager per club', () => {
    expect(players.length).toBeGreaterThanOrEqual(540);
    expect(players.length).toBeLessThanOrEqual(640);
    expect(managers).toHaveLength(20);
    expect(new Set(managers.map((m) => m.team)).size).toBe(20);
  });

  it('gives each club 3 goalkeepers, 9-10 defenders, 10-11 midfielders and 5-6 forwards', () => {
    for (const team of season.teams) {
      const count = (type: number) =>
        players.filter((p) => p.team === team.id && p.element_type === type).length;
      expect(count(1)).toBe(3);
      expect([9, 10]).toContain(count(2));
      expect([10, 11]).toContain(count(3));
      expect([5, 6]).toContain(count(4));
    }
  });

  it('lets every club field a legal squad from its fit and doubtful players', () => {
    for (const team of season.teams) {
      const fit = players.filter(
        (p) => p.team === team.id && (p.status === 'a' || p.status === 'd'),
      );
      const count = (type: number) => fit.filter((p) => p.element_type === type).length;
      expect(count(1)).toBeGreaterThanOrEqual(2);
      expect(count(2)).toBeGreaterThanOrEqual(5);
      expect(count(3)).toBeGreaterThanOrEqual(5);
      expect(count(4)).toBeGreaterThanOrEqual(3);
    }
  });

  it('lets a manager build a legal 15 within the 100.0m budget', () => {
    const squad = cheapestLegalSquad(players.filter((p) => p.status === 'a'));
    expect(squad).toHaveLength(15);
    expect(squad.reduce((s, p) => s + p.now_cost, 0)).toBeLessThanOrEqual(
      season.game_settings.squad_total_spend,
    );
  });

  it('prices players between 4.0m and 15.0m in whole tenths', () => {
    for (const p of players) {
      expect(Number.isInteger(p.now_cost)).toBe(true);
      expect(p.now_cost).toBeGreaterThanOrEqual(PLAYER_PRICE_RANGE.min);
      expect(p.now_cost).toBeLessThanOrEqual(PLAYER_PRICE_RANGE.max);
    }
  });

  it('prices the top decile of quality well above the bottom decile', () => {
    const byQuality = [...players].sort((a, b) => a.quality - b.quality);
    const tenth = Math.floor(byQuality.length / 10);
    const bottom = mean(byQuality.slice(0, tenth).map((p) => p.now_cost));
    const top = mean(byQuality.slice(-tenth).map((p) => p.now_cost));
    expect(top).toBeGreaterThan(bottom + 20);
  });

  it('never prices a better player of the same position below a worse one', () => {
    for (const type of [1, 2, 3, 4]) {
      const group = players
        .filter((p) => p.element_type === type)
        .sort((a, b) => a.quality - b.quality);
      for (let i = 1; i < group.length; i++) {
        expect(group[i]!.now_cost).toBeGreaterThanOrEqual(group[i - 1]!.now_cost);
      }
    }
  });

  it('has the real market shape: many at 4.0-5.5m and only a few above 10.0m', () => {
    const budget = players.filter((p) => p.now_cost <= 55).length;
    const premium = players.filter((p) => p.now_cost > 100).length;
    expect(budget / players.length).toBeGreaterThan(0.5);
    expect(premium).toBeGreaterThanOrEqual(1);
    expect(premium).toBeLessThanOrEqual(20);
  });

  it('prices head coaches between 0.5m and 1.5m, higher at stronger clubs', () => {
    for (const m of managers) {
      expect(m.now_cost).toBeGreaterThanOrEqual(5);
      expect(m.now_cost).toBeLessThanOrEqual(15);
    }
    const coachOf = (tier: number) =>
      mean(
        managers.filter((m) => season.teams[m.team - 1]!.strength === tier).map((m) => m.now_cost),
      );
    expect(coachOf(5)).toBeGreaterThan(coachOf(2));
  });

  it('gives unique ids and codes, with no code equal to an id', () => {
    const ids = season.elements.map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    const codes = new Set(season.elements.map((e) => e.code));
    expect(codes.size).toBe(season.elements.length);
    for (const e of season.elements) expect(e.code).not.toBe(e.id);
  });

  it('matches each element to its club code', () => {
    for (const e of season.elements) expect(e.team_code).toBe(season.teams[e.team - 1]!.code);
  });

  it('gives unique web names and some accented names to search for', () => {
    expect(new Set(season.elements.map((e) => e.web_name)).size).toBe(season.elements.length);
    const accented = season.elements.filter((e) => /[^\x20-\x7e]/.test(e.web_name + e.first_name));
    expect(accented.length).toBeGreaterThan(30);
  });

  it('keeps most players available and writes news that matches the status', () => {
    expect(players.filter((p) => p.status === 'a').length / players.length).toBeGreaterThan(0.8);
    expect(players.some((p) => p.status !== 'a')).toBe(true);
    for (const p of season.elements) {
      if (p.status === 'a') {
        expect(p.news).toBe('');
        expect(p.chance_of_playing_next_round).toBeNull();
      } else if (p.status === 'd') {
        expect([25, 50, 75]).toContain(p.chance_of_playing_next_round);
        expect(p.news).toContain(`${p.chance_of_playing_next_round}% chance of playing`);
      } else {
        expect(p.chance_of_playing_next_round).toBe(0);
        expect(p.news).not.toBe('');
        expect(p.news_added).not.toBeNull();
      }
    }
  });

  it('names a first and second taker of each set piece at every club', () => {
    for (const team of season.teams) {
      const club = players.filter((p) => p.team === team.id);
      for (const key of [
        'penalties_order',
        'direct_freekicks_order',
        'corners_and_indirect_freekicks_order',
      ] as const) {
        expect(
          club
            .filter((p) => p[key] != null)
            .map((p) => p[key])
            .sort(),
        ).toEqual([1, 2]);
        expect(club.some((p) => p[key] != null && p.element_type === 1)).toBe(false);
      }
    }
  });

  it('keeps hidden ratings in [0, 1], with usual starters more likely to play', () => {
    for (const e of season.elements) {
      expect(e.quality).toBeGreaterThanOrEqual(0);
      expect(e.quality).toBeLessThanOrEqual(1);
      expect(e.minutesLikelihood).toBeGreaterThanOrEqual(0);
      expect(e.minutesLikelihood).toBeLessThanOrEqual(1);
    }
    const keepers = players.filter((p) => p.element_type === 1);
    const first = keepers.filter((p) => p.squad_number === 1);
    expect(first).toHaveLength(20);
    expect(mean(first.map((p) => p.minutesLikelihood))).toBeGreaterThan(0.8);
    expect(
      mean(keepers.filter((p) => p.squad_number !== 1).map((p) => p.minutesLikelihood)),
    ).toBeLessThan(0.2);
  });

  it('counts the elements of each type in element_types', () => {
    for (const type of season.element_types) {
      expect(type.element_count).toBe(
        season.elements.filter((e) => e.element_type === type.id).length,
      );
    }
  });
});
