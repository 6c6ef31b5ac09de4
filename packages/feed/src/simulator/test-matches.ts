// Shared fixtures for the simulator's tests: demo seasons and the matches played from them.
import { seasonFor } from '../generator/test-season';
import type { DemoFixture, DemoSeason } from '../generator/types';
import { simulateFixture } from './index';
import type { SimulatedMatch, SimulateFixtureInput } from './types';

/** The input for one fixture of a demo season, both clubs with their whole squads. */
export function fixtureInput(
  season: DemoSeason,
  fixture: DemoFixture,
  seed: number,
): SimulateFixtureInput {
  const club = (id: number) => ({
    team: season.teams.find((t) => t.id === id)!,
    squad: season.elements.filter((e) => e.team === id),
  });
  return { seed, fixture, home: club(fixture.team_h), away: club(fixture.team_a) };
}

/** Every fixture of the demo seasons of `seeds`, each played once with its own seed. */
export function playSeasons(
  seeds: readonly number[],
): { input: SimulateFixtureInput; match: SimulatedMatch }[] {
  return seeds.flatMap((seasonSeed) => {
    const season = seasonFor(seasonSeed);
    return season.fixtures.map((fixture) => {
      const input = fixtureInput(season, fixture, seasonSeed * 10_000 + fixture.id);
      return { input, match: simulateFixture(input) };
    });
  });
}
