// Replays gameweeks of a real season (the CSV layout) through the engine: each player's points
// recomputed from his raw stats, next to FPL's official points.
import { isSeasonId, ruleSetFor, scoreFixture, type SeasonId } from '@ofl/engine';
import { KNOWN_STALE_ROWS } from './check-conformance';
import { readCsvSeason } from './csv-season';

/** One player's gameweek: his fixtures summed, official and recomputed. */
export interface ReplayedPlayer {
  readonly element: number;
  readonly name: string;
  readonly official: number;
  readonly recomputed: number;
  /** Set when the data set's row is known to be stale; such a difference is expected. */
  readonly knownStale?: string;
}

/** One gameweek of the replay. */
export interface ReplayedGameweek {
  readonly event: number;
  readonly players: readonly ReplayedPlayer[];
  /** Players whose recomputed points equal the official ones. */
  readonly matching: number;
}

/** The replay of a range of gameweeks. */
export interface SeasonReplay {
  readonly season: SeasonId;
  readonly gameweeks: readonly ReplayedGameweek[];
}

/**
 * Reads gameweeks `from`-`to` of a season folder (`2024-25`, the `../shared/data/fpl` layout)
 * and scores every row under that season's rules. The season comes from the folder name unless
 * given. A pure function of the files read.
 */
export function replaySeasonGameweeks(
  dir: string,
  range: { from: number; to: number },
  season?: SeasonId,
): SeasonReplay {
  const gameweeks = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
  const data = readCsvSeason(dir, { gameweeks });
  const id = season ?? data.season;
  if (!isSeasonId(id)) {
    throw new Error(`no rule set for season "${id}": name the folder by season, e.g. 2024-25`);
  }
  const rules = ruleSetFor(id);
  const stale = new Map(
    KNOWN_STALE_ROWS.filter((s) => s.season === id).map((s) => [
      `${s.element}:${s.fixture}`,
      s.reason,
    ]),
  );
  return {
    season: id,
    gameweeks: gameweeks.map((event) => {
      const players = new Map<
        number,
        { name: string; official: number; recomputed: number; knownStale?: string }
      >();
      for (const row of data.rows) {
        if (row.gameweek !== event) continue;
        const player = players.get(row.element) ?? { name: row.name, official: 0, recomputed: 0 };
        player.official += row.totalPoints;
        player.recomputed += scoreFixture(rules, row.elementType, row.stats).total;
        player.knownStale ??= stale.get(`${row.element}:${row.fixture}`);
        players.set(row.element, player);
      }
      const list = [...players]
        .sort(([a], [b]) => a - b)
        .map(([element, p]) => ({ element, ...p }));
      return {
        event,
        players: list,
        matching: list.filter((p) => p.official === p.recomputed).length,
      };
    }),
  };
}
