// Where each club's match of a live gameweek stands, so the points page shows who is still to
// play (opponent and kick-off, as the official game) instead of a misleading '0 pts'.
import type { Fixture } from '@ofl/api';

/** The fields of a gameweek fixture this reads. */
export type FixtureTimes = Pick<Fixture, 'team_h' | 'team_a'> &
  Partial<Pick<Fixture, 'kickoff_time' | 'started' | 'finished_provisional'>>;

/** A club's gameweek: still to kick off (with its caption), on now, or played (or none). */
export type MatchState = { kind: 'waiting'; caption: string } | { kind: 'playing' } | null;

// Made once: a formatter costs about a millisecond to make (see lib/format-time.ts).
let kickoff: Intl.DateTimeFormat | undefined;

/** A kick-off as 'Sat 15:00' in the manager's time zone. */
function formatKickoff(iso: string): string {
  kickoff ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return kickoff.format(new Date(iso));
}

/**
 * Each club's match state. A club with a match on is playing; one whose matches have all yet to
 * kick off is waiting, captioned with its first opponent ('DUN (H) Sat 15:00'); otherwise its
 * points stand as shown.
 */
export function matchStates(
  fixtures: readonly FixtureTimes[],
  shortName: (team: number) => string,
): Map<number, MatchState> {
  const byTeam = new Map<number, Array<{ f: FixtureTimes; home: boolean }>>();
  for (const f of fixtures) {
    byTeam.set(f.team_h, [...(byTeam.get(f.team_h) ?? []), { f, home: true }]);
    byTeam.set(f.team_a, [...(byTeam.get(f.team_a) ?? []), { f, home: false }]);
  }
  const out = new Map<number, MatchState>();
  for (const [team, matches] of byTeam) {
    if (matches.some(({ f }) => f.started && !f.finished_provisional)) {
      out.set(team, { kind: 'playing' });
    } else if (matches.every(({ f }) => !f.started)) {
      const { f, home } = [...matches].sort((a, b) =>
        (a.f.kickoff_time ?? '').localeCompare(b.f.kickoff_time ?? ''),
      )[0]!;
      const opponent = `${shortName(home ? f.team_a : f.team_h)} (${home ? 'H' : 'A'})`;
      const caption = f.kickoff_time ? `${opponent} ${formatKickoff(f.kickoff_time)}` : opponent;
      out.set(team, { kind: 'waiting', caption });
    }
  }
  return out;
}

/** The clubs with a match of the gameweek not over yet: their players may still play. */
export function clubsStillToFinish(fixtures: readonly FixtureTimes[]): Set<number> {
  const out = new Set<number>();
  for (const f of fixtures) {
    if (!f.finished_provisional) out.add(f.team_h).add(f.team_a);
  }
  return out;
}
