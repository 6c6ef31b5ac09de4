// A real season in the CSV layout, made ready to load into the game: its clubs, players,
// gameweeks and fixtures in the demo season's shapes (so the server writes it the way it writes
// an invented one), and every player's final line per fixture for the runner to post at full
// time. What the CSV lacks is filled as the official game does (deadlines 90 minutes before a
// gameweek's first kick-off, the month phases, the current chips and settings) or invented
// (kits, clubs' strength numbers).
import { isSeasonId, seededRng, type SeasonId } from '@ofl/engine';
import { buildElement } from '../generator/build-element';
import { generateChips } from '../generator/generate-chips';
import { generateElementTypes } from '../generator/generate-element-types';
import { generateEvents } from '../generator/generate-events';
import { generateKits } from '../generator/generate-kits';
import { generatePhases } from '../generator/generate-phases';
import { BEFORE_THE_SEASON } from '../generator/generate-teams';
import { officialGameConfig, officialGameSettings } from '../generator/game-settings';
import type { DemoElement, DemoFixture, DemoSeason, DemoTeam } from '../generator/types';
import { readCsvSeason, type GameweekRow } from './csv-season';

/** One player's final line in one fixture, as the data source gave it, its bonus included. */
export interface FeedLine {
  readonly fixture: number;
  readonly element: number;
  readonly stats: Readonly<Record<string, number>>;
  readonly bps: number;
}

/** A real season ready to load, with the rule set it is scored under. */
export interface SeasonImport {
  readonly season: DemoSeason;
  readonly ruleSet: SeasonId;
  readonly lines: readonly FeedLine[];
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

/** 'Mohamed Salah' as first name 'Mohamed', second name and web name 'Salah'. */
function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  const second = words.length > 1 ? words.pop()! : (words[0] ?? '');
  return { first_name: words.join(' '), second_name: second, web_name: second };
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
  const kits = generateKits(seededRng(data.teams.length), data.teams.length);
  const teams = data.teams.map((t, i) => toTeam(t, kits[i % kits.length]!));
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
  for (const row of data.rows) {
    const seen = first.get(row.element);
    if (!seen || row.gameweek < seen.gameweek) first.set(row.element, row);
  }
  const elements: DemoElement[] = [...first.values()]
    .filter((row) => teamByName.has(row.team))
    .sort((a, b) => a.element - b.element)
    .map((row) =>
      buildElement({
        id: row.element,
        code: row.element,
        name: splitName(row.name),
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

  return {
    ruleSet: data.season,
    lines,
    season: {
      seed: 0,
      season_name: data.season.replace('-', '/'),
      teams,
      element_types: generateElementTypes(elements),
      elements,
      events,
      fixtures,
      phases: generatePhases(events),
      chips: generateChips(gameweeks),
      game_settings: officialGameSettings(),
      game_config: officialGameConfig(),
    },
  };
}
