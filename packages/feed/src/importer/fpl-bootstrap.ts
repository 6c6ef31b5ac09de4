// Maps FPL's bootstrap-static and fixtures payloads (api-shapes §1, §2) onto the demo season's
// shapes, so the server writes a real season the way it writes an invented one.
import type { ElementTypeId } from '@ofl/engine';
import type {
  DemoChip,
  DemoElement,
  DemoElementType,
  DemoEvent,
  DemoFixture,
  DemoPhase,
  DemoSeason,
  DemoTeam,
  ElementStatus,
  GameConfig,
  GameSettings,
} from '../generator/types';
import { z } from 'zod';
import { clubKits } from './club-kits';
import { parsePayload, row, wholeNumber } from './json-payload';

const anyRow = row({});

/** What the importer needs of bootstrap-static; the rest of each row is copied as it is. */
const bootstrapPayload = row({
  teams: z.array(row({ id: wholeNumber, short_name: z.string().optional() })),
  events: z.array(row({ id: wholeNumber })),
  elements: z.array(
    row({ id: wholeNumber, now_cost: wholeNumber, team: wholeNumber, element_type: wholeNumber }),
  ),
  element_types: z.array(anyRow),
  phases: z.array(anyRow),
  chips: z.array(anyRow),
  game_settings: anyRow,
  game_config: anyRow,
});

/** What the importer needs of a fixture of `fixtures/`. */
const fixturePayload = row({ id: wholeNumber, team_h: wholeNumber, team_a: wholeNumber });

/** A player as imported: the static fields plus the season figures the managers read. */
export interface ImportedElement extends DemoElement {
  total_points: number;
  event_points: number;
  form: string;
  selected_by_percent: string;
}

/** A fixture as imported: a postponed one has no gameweek or kick-off yet. */
export interface ImportedFixture extends Omit<DemoFixture, 'event' | 'kickoff_time'> {
  event: number | null;
  kickoff_time: string | null;
}

/** A real season in the demo season's shape; `seed` is null as nothing was generated. */
export interface ImportedSeason extends Omit<DemoSeason, 'seed' | 'elements' | 'fixtures'> {
  seed: null;
  elements: ImportedElement[];
  fixtures: ImportedFixture[];
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));
const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const numOr = <T>(v: unknown, fallback: T): number | T => (typeof v === 'number' ? v : fallback);
const bool = (v: unknown): boolean => v === true;

// Events and fixtures carry fields that follow from the clock (is_current ...), left out on purpose.
function toEvent(row: Record<string, unknown>): DemoEvent {
  const { is_previous, is_current, is_next, ...event } = row;
  void is_previous;
  void is_current;
  void is_next;
  return event as unknown as DemoEvent;
}

function toTeam(row: Record<string, unknown>, kit: DemoTeam['kit']): DemoTeam {
  const overall =
    (numOr(row.strength_overall_home, 1150) + numOr(row.strength_overall_away, 1150)) / 2;
  // The generator maps its hidden rating r to strength_overall 1000 + 330 r; this inverts it.
  return { ...(row as unknown as DemoTeam), kit, rating: round3(clamp01((overall - 1000) / 330)) };
}

function toElement(row: Record<string, unknown>, playedEvents: number): ImportedElement {
  const minutes = numOr(row.minutes, 0);
  const perGame = Number.parseFloat(str(row.points_per_game)) || 0;
  return {
    id: row.id as number,
    code: numOr(row.code, 0),
    first_name: str(row.first_name),
    second_name: str(row.second_name),
    web_name: str(row.web_name),
    known_name: str(row.known_name),
    team: row.team as number,
    team_code: numOr(row.team_code, 0),
    element_type: row.element_type as ElementTypeId,
    squad_number: numOr(row.squad_number, null),
    birth_date: typeof row.birth_date === 'string' ? row.birth_date : null,
    now_cost: row.now_cost as number,
    status: (str(row.status) || 'a') as ElementStatus,
    news: str(row.news),
    news_added: typeof row.news_added === 'string' ? row.news_added : null,
    chance_of_playing_this_round: numOr(row.chance_of_playing_this_round, null),
    chance_of_playing_next_round: numOr(row.chance_of_playing_next_round, null),
    newsReturn: null,
    can_transact: row.can_transact !== false,
    can_select: row.can_select !== false,
    removed: bool(row.removed),
    special: bool(row.special),
    penalties_order: numOr(row.penalties_order, null),
    direct_freekicks_order: numOr(row.direct_freekicks_order, null),
    corners_and_indirect_freekicks_order: numOr(row.corners_and_indirect_freekicks_order, null),
    penalties_text: str(row.penalties_text),
    direct_freekicks_text: str(row.direct_freekicks_text),
    corners_and_indirect_freekicks_text: str(row.corners_and_indirect_freekicks_text),
    // Hidden ratings for the simulator, estimated from the real season: 8 points a game is top.
    quality: round3(clamp01(perGame / 8)),
    minutesLikelihood: round3(playedEvents > 0 ? clamp01(minutes / (90 * playedEvents)) : 0.8),
    total_points: numOr(row.total_points, 0),
    event_points: numOr(row.event_points, 0),
    form: str(row.form) || '0.0',
    selected_by_percent: str(row.selected_by_percent) || '0.0',
  };
}

/** One fixture of `fixtures/`, checked and copied (stats included). */
export function toImportedFixture(payload: unknown): ImportedFixture {
  const row = parsePayload(fixturePayload, payload, 'fixtures[]');
  return {
    id: row.id,
    code: numOr(row.code, 0),
    pulse_id: numOr(row.pulse_id, 0),
    event: numOr(row.event, null),
    kickoff_time: typeof row.kickoff_time === 'string' ? row.kickoff_time : null,
    provisional_start_time: bool(row.provisional_start_time),
    team_h: row.team_h,
    team_a: row.team_a,
    team_h_score: numOr(row.team_h_score, null),
    team_a_score: numOr(row.team_a_score, null),
    team_h_difficulty: numOr(row.team_h_difficulty, 3),
    team_a_difficulty: numOr(row.team_a_difficulty, 3),
    started: bool(row.started),
    finished: bool(row.finished),
    finished_provisional: bool(row.finished_provisional),
    minutes: numOr(row.minutes, 0),
    stats: Array.isArray(row.stats) ? (row.stats as ImportedFixture['stats']) : [],
  };
}

/** '2025/26' from the first deadline (a season starts in August). */
function seasonNameOf(events: readonly DemoEvent[]): string {
  const first = events[0]?.deadline_time ?? '';
  const year = Number(first.slice(0, 4));
  if (!Number.isInteger(year) || year < 1990) return 'imported';
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * A real season from `bootstrap-static/` and `fixtures/` payloads (already parsed JSON). Throws
 * an error naming the payload and field when something required is missing. Kits are the real clubs'
 * colours where the table has them (the API has none); each club's hidden rating and each player's quality are estimated from the
 * real figures so the match simulator could play the season too.
 */
export function importFplSeason(
  bootstrap: unknown,
  fixtures: unknown,
  seasonName?: string,
): ImportedSeason {
  const root = parsePayload(bootstrapPayload, bootstrap, 'bootstrap-static');
  const fixtureRows = parsePayload(z.array(fixturePayload), fixtures, 'fixtures');
  const teamRows = root.teams;
  const events = root.events.map(toEvent);
  const playedEvents = events.filter((e) => e.finished).length;
  const kits = clubKits(teamRows);
  return {
    seed: null,
    season_name: seasonName ?? seasonNameOf(events),
    teams: teamRows.map((t, i) => toTeam(t, kits[i]!)),
    element_types: root.element_types as unknown as DemoElementType[],
    elements: root.elements.map((e) => toElement(e, playedEvents)),
    events,
    fixtures: fixtureRows.map(toImportedFixture),
    phases: root.phases as unknown as DemoPhase[],
    chips: root.chips as unknown as DemoChip[],
    game_settings: root.game_settings as unknown as GameSettings,
    game_config: root.game_config as unknown as GameConfig,
  };
}
