// The finalisation benchmark's cups: what the Overall cup, the country cups and the fan cups add
// to finalising a gameweek, on the benchmark's finalised gameweek 1. Every entry is in the Overall
// league, one country and one of 20 clubs' fan leagues, so the three kinds of cup hold three
// entrants per entry. The cups are qualified and drawn as if their first round were gameweek 1
// (all three at once, the heaviest gameweek a season could have), then the runner's own steps
// decide that round with its tie-breaks and draw the next. Qualification happens once per cup;
// the results and the draw are what a cup gameweek adds.
import { sql } from 'drizzle-orm';
import { knockoutRoundCount } from '@ofl/engine';
import { queryRows, type Db } from '@ofl/db';
import {
  decideCupRounds,
  drawNextCupRounds,
  qualifyCup,
} from '../apps/server/src/runner/leagues/cups';

export interface CupFigures {
  cups: number;
  entrants: number;
  qualificationSeconds: number;
  roundMatches: number;
  tiebreakMatches: number;
  resultsSeconds: number;
  nextRoundMatches: number;
  drawSeconds: number;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/** Qualifies every general cup for a first round in gameweek 1, decides it, draws the next. */
export async function benchCups(db: Db): Promise<CupFigures> {
  // The members joined before the first deadline, as a season's managers mostly do.
  await db.execute(sql`
    update league_entries le set joined_at = (select deadline_time from events where id = 1)
                                             - interval '1 day'
    from leagues l where l.id = le.league_id and l.has_cup`);
  const leagues = await queryRows<{ id: number; name: string; league_type: string; n: number }>(
    db,
    sql`select l.id, l.name, l.league_type, count(*)::int as n
        from leagues l join league_entries le on le.league_id = l.id
        where l.has_cup group by l.id order by l.id`,
  );
  let started = performance.now();
  await db.transaction(async (tx) => {
    for (const league of leagues) {
      // Its final as many gameweeks on as it has rounds: everyone qualifies, round 1 is GW1.
      await qualifyCup(tx, league, 0, knockoutRoundCount(league.n));
    }
  });
  const qualificationSeconds = seconds(started);
  const [round] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from league_matches where kind = 'cup' and event = 1`,
  );
  started = performance.now();
  const tiebreakMatches = await db.transaction((tx) => decideCupRounds(tx, 1));
  const resultsSeconds = seconds(started);
  started = performance.now();
  const nextRoundMatches = await db.transaction((tx) => drawNextCupRounds(tx, 1));
  const drawSeconds = seconds(started);
  return {
    cups: leagues.length,
    entrants: leagues.reduce((sum, l) => sum + l.n, 0),
    qualificationSeconds,
    roundMatches: round?.n ?? 0,
    tiebreakMatches,
    resultsSeconds,
    nextRoundMatches,
    drawSeconds,
  };
}

/** The cups' figures in a sentence. */
export function describeCups(cups: CupFigures): string {
  return (
    `${cups.cups} cups (Overall, country, fan), ${cups.entrants.toLocaleString('en')} entrants ` +
    `qualified and drawn once in ${cups.qualificationSeconds.toFixed(1)} s; a round of ` +
    `${cups.roundMatches.toLocaleString('en')} matches decided in ` +
    `${cups.resultsSeconds.toFixed(1)} s (${cups.tiebreakMatches.toLocaleString('en')} by the ` +
    `tie-breaks), the next round's ${cups.nextRoundMatches.toLocaleString('en')} drawn in ` +
    `${cups.drawSeconds.toFixed(1)} s`
  );
}
