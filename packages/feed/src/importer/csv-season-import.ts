// A real season in the CSV layout, made ready to load into the game: its clubs, players,
// gameweeks and fixtures in the demo season's shapes (so the server writes it the way it writes
// an invented one), and every player's final line per fixture for the runner to post at full
// time, with each player's club, price, ownership and transfers per gameweek for the runner to
// apply as the replay reaches it. What the CSV lacks is filled as the official game does
// (deadlines 90 minutes before a gameweek's first kick-off, the month phases, the current chips
// and settings), from a table (the clubs' colours) or invented (clubs' strength numbers).
import { isSeasonId, type SeasonId } from '@ofl/engine';
import { buildElement } from '../generator/build-element';
import { generateChips } from '../generator/generate-chips';
import { generateElementTypes } from '../generator/generate-element-types';
import { generateEvents } from '../generator/generate-events';
import { generatePhases } from '../generator/generate-phases';
import { BEFORE_THE_SEASON } from '../generator/generate-teams';
import { officialGameConfig, officialGameSettings } from '../generator/game-settings';
import type { DemoElement, DemoFixture, DemoSeason, DemoTeam } from '../generator/types';
import { clubKits } from './club-kits';
import { readCsvSeason, type CsvSeason, type GameweekRow, type SeasonPlayer } from './csv-season';

/** One player's final line in one fixture, as the data source gave it, its bonus included. */
export interface FeedLine {
  readonly fixture: number;
  readonly element: number;
  readonly stats: Readonly<Record<string, number>>;
  readonly bps: number;
}

/** A player's availability as the source gave it, for the moment the source was taken. */
export interface FeedAvailability {
  readonly status: string;
  readonly news: string;
  readonly news_added: string | null;
  readonly chance_of_playing_this_round: number | null;
  readonly chance_of_playing_next_round: number | null;
}

/** One player as he stood at a gameweek's deadline in the real season. */
export interface FeedMarket {
  readonly element: number;
  readonly event: number;
  readonly team: number;
  readonly value: number;
  readonly selected: number;
  readonly transfersIn: number;
  readonly transfersOut: number;
  /** Only on the last gameweek with lines: the source's availability is of that moment. */
  readonly availability?: FeedAvailability;
}

/** A real season ready to load, with the rule set it is scored under. */
export interface SeasonImport {
  readonly season: DemoSeason;
  readonly ruleSet: SeasonId;
  readonly lines: readonly FeedLine[];
  /** Each player per gameweek, as the replay applies it; none when the source has no such figures. */
  readonly market: readonly FeedMarket[];
  /** The real season's number of managers, when the source gives it. */
  readonly sourcePlayers: number | null;
}

/** Clubs in the CSV carry no strength numbers: every club is an average one. */
function toTeam(team: { id: number; name: string; shortName: string }, kit: DemoTeam['kit']) {
  return {
    id: team.id,
    code: team.id,
    pulse_id: team.id,
    name: team.name,
    short_name: team.shortName,
    strength: 3,
    strength_overall_home: 1150,
    strength_overall_away: 1150,
    strength_attack_home: 1150,
    strength_attack_away: 1150,
    strength_defence_home: 1150,
    strength_defence_away: 1150,
    ...BEFORE_THE_SEASON,
    kit,
    rating: 0.5,
  } satisfies DemoTeam;
}

/**
 * A player's official names from `players_raw.csv`; without it, 'Mohamed Salah' from the rows
 * as first name 'Mohamed', second name and web name 'Salah'.
 */
function namesOf(row: GameweekRow, player: SeasonPlayer | undefined) {
  if (player?.webName) {
    return {
      first_name: player.firstName,
      second_name: player.secondName,
      web_name: player.webName,
    };
  }
  const words = row.name.trim().split(/\s+/);
  const second = words.length > 1 ? words.pop()! : (words[0] ?? '');
  return { first_name: words.join(' '), second_name: second, web_name: second };
}

/**
 * The real number of managers: the most owned player's owners over his share of them, both as
 * `players_raw.csv` was taken (the end of the season) and his last row says. Null without it.
 */
function sourcePlayersOf(data: CsvSeason, last: ReadonlyMap<number, GameweekRow>): number | null {
  const top = [...data.players].sort((a, b) => b.selectedByPercent - a.selectedByPercent)[0];
  const row = top && last.get(top.id);
  if (!top || !row || top.selectedByPercent <= 0 || row.selected <= 0) return null;
  return Math.round((row.selected * 100) / top.selectedByPercent);
}

/**
 * Each player per gameweek he has rows in (a double gameweek's rows agree), and on the last
 * gameweek with rows every player of `players_raw.csv` with his availability at that moment,
 * those without a row there as they last stood.
 */
function marketOf(
  data: CsvSeason,
  teamId: ReadonlyMap<string, number>,
  known: ReadonlySet<number>,
): FeedMarket[] {
  const byKey = new Map<string, FeedMarket>();
  const latest = new Map<number, FeedMarket>();
  const rows = [...data.rows].sort((a, b) => a.gameweek - b.gameweek || a.fixture - b.fixture);
  for (const row of rows) {
    const team = teamId.get(row.team);
    const key = `${row.gameweek}:${row.element}`;
    if (team === undefined || !known.has(row.element) || byKey.has(key)) continue;
    const market = {
      element: row.element as number,
      event: row.gameweek,
      team,
      value: row.value as number,
      selected: row.selected,
      transfersIn: row.transfersIn,
      transfersOut: row.transfersOut,
    };
    byKey.set(key, market);
    latest.set(market.element, market);
  }
  const lastEvent = Math.max(0, ...rows.map((r) => r.gameweek));
  for (const player of data.players) {
    const before = latest.get(player.id);
    if (!before) continue;
    const key = `${lastEvent}:${player.id}`;
    const at = byKey.get(key) ?? { ...before, event: lastEvent, transfersIn: 0, transfersOut: 0 };
    byKey.set(key, {
      ...at,
      availability: {
        status: player.status,
        news: player.news,
        news_added: player.newsAdded,
        chance_of_playing_this_round: player.chanceOfPlayingThisRound,
        chance_of_playing_next_round: player.chanceOfPlayingNextRound,
      },
    });
  }
  return [...byKey.values()];
}

/**
 * Reads a season folder (`2024-25`, the layout of `../shared/data/fpl/README.md`) into a
 * season to load. Players take the club and price of their first row; fixtures without a
 * gameweek (postponed and never played) are left out. Throws when the folder names no season
 * the engine has rules for.
 */
export function importCsvSeason(dir: string): SeasonImport {
  const data = readCsvSeason(dir);
  if (!isSeasonId(data.season)) {
    throw new Error(`no rule set for season "${data.season}": name the folder by season`);
  }
  const kits = clubKits(data.teams.map((t) => ({ short_name: t.shortName })));
  const teams = data.teams.map((t, i) => toTeam(t, kits[i]!));
  const teamByName = new Map(teams.map((t) => [t.name, t]));

  const scheduled = data.fixtures.filter((f) => f.event !== null && f.kickoffTime !== '');
  const gameweeks = Math.max(...scheduled.map((f) => f.event!));
  const kickoffs: number[][] = Array.from({ length: gameweeks }, () => []);
  for (const f of scheduled) kickoffs[f.event! - 1]!.push(Date.parse(f.kickoffTime));
  const events = generateEvents(kickoffs);
  const fixtures: DemoFixture[] = scheduled.map((f) => ({
    id: f.id,
    code: f.id,
    pulse_id: f.id,
    event: f.event!,
    kickoff_time: new Date(f.kickoffTime).toISOString().replace('.000Z', 'Z'),
    provisional_start_time: false,
    team_h: f.teamH,
    team_a: f.teamA,
    team_h_score: null,
    team_a_score: null,
    team_h_difficulty: 3,
    team_a_difficulty: 3,
    started: false,
    finished: false,
    finished_provisional: false,
    minutes: 0,
    stats: [],
  }));

  const first = new Map<number, GameweekRow>();
  const last = new Map<number, GameweekRow>();
  for (const row of data.rows) {
    const seen = first.get(row.element);
    if (!seen || row.gameweek < seen.gameweek) first.set(row.element, row);
    const latest = last.get(row.element);
    if (!latest || row.gameweek > latest.gameweek) last.set(row.element, row);
  }
  const players = new Map(data.players.map((p) => [p.id as number, p]));
  const elements: DemoElement[] = [...first.values()]
    .filter((row) => teamByName.has(row.team))
    .sort((a, b) => a.element - b.element)
    .map((row) =>
      buildElement({
        id: row.element,
        code: row.element,
        name: namesOf(row, players.get(row.element)),
        team: teamByName.get(row.team)!,
        elementType: row.elementType,
        nowCost: row.value,
        squadNumber: null,
        birthDate: null,
        quality: 0.5,
        minutesLikelihood: 0.8,
      }),
    );
  const known = new Set(elements.map((e) => e.id));
  const fixtureIds = new Set(fixtures.map((f) => f.id));
  const lines = data.rows
    .filter((r) => known.has(r.element) && fixtureIds.has(r.fixture))
    .map((r) => {
      return {
        fixture: r.fixture as number,
        element: r.element as number,
        stats: { ...(r.stats as Record<string, number>) },
        bps: r.bps,
      };
    });

  const teamId = new Map(teams.map((t) => [t.name, t.id]));
  return {
    ruleSet: data.season,
    lines,
    market: marketOf(data, teamId, known),
    sourcePlayers: sourcePlayersOf(data, last),
    season: {
      seed: 0,
      season_name: data.season.replace('-', '/'),
      teams,
      element_types: generateElementTypes(elements),
      elements,
      events,
      fixtures,
      phases: generatePhases(events),
      chips: generateChips(
        gameweeks,
        elements.some((e) => e.element_type === 5),
      ),
      game_settings: officialGameSettings(),
      game_config: officialGameConfig(),
    },
  };
}
