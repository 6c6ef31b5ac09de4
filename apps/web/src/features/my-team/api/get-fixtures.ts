import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** The fields of a fixture the team screens read: who plays whom, when, and whether it is on. */
export type EventFixture = {
  id: number;
  event: number | null;
  team_h: number;
  team_a: number;
  kickoff_time?: string | null;
  started?: boolean;
  finished_provisional?: boolean;
};

/** Fetches the fixtures of one gameweek. */
export function getEventFixtures(event: number): Promise<EventFixture[]> {
  return api.get<EventFixture[]>(`/api/fixtures/?event=${event}`);
}

/** The cache entry of one gameweek's fixtures. */
export function getEventFixturesQueryOptions(event: number) {
  return queryOptions({
    queryKey: ['fixtures', event],
    queryFn: () => getEventFixtures(event),
    staleTime: 600_000,
  });
}

/** One gameweek's fixtures; a failure only leaves the fixture captions out (SPEC §8). */
export function useEventFixtures(event: number | null) {
  return useQuery({ ...getEventFixturesQueryOptions(event ?? 0), enabled: event != null });
}

/** Each club's opponents in the gameweek as 'ARL (H)', several joined for a double gameweek. */
export function nextFixtureLabels(
  fixtures: readonly EventFixture[],
  shortName: (team: number) => string,
): Map<number, string> {
  const out = new Map<number, string[]>();
  const push = (team: number, label: string) => out.set(team, [...(out.get(team) ?? []), label]);
  for (const f of fixtures) {
    push(f.team_h, `${shortName(f.team_a)} (H)`);
    push(f.team_a, `${shortName(f.team_h)} (A)`);
  }
  return new Map([...out].map(([team, labels]) => [team, labels.join(', ')]));
}
