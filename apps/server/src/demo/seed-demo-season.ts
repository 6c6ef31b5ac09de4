// Writes an invented season from the feed's generator into an empty database.
import { gameSettingsExist, insertSeasonRows, type Db, type Tx } from '@ofl/db';
import { generateDemoSeason, type DemoElement, type DemoFixture, type DemoSeason } from '@ofl/feed';
import { setGameClock } from '../cache/clock';

export interface DemoSeasonOptions {
  seed: number;
  firstKickoff: string;
  seasonName: string;
  /** Where the game clock starts; null leaves it on real time. */
  clockAt: Date | null;
  /** Whether it has the 2024/25 Assistant Manager (by default only a season named 2024/25). */
  assistantManager?: boolean;
}

/** The demo season of a fresh install: 2025/26, the clock a few days before the first deadline. */
export const DEFAULT_DEMO: DemoSeasonOptions = {
  seed: 2025,
  firstKickoff: '2025-08-15T19:00:00Z',
  seasonName: '2025/26',
  clockAt: new Date('2025-08-11T09:00:00Z'),
};

/** The rules a generated season is scored under. */
export const DEMO_RULE_SET = '2025-26';

/** True when the database holds no season yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  return !(await gameSettingsExist(db));
}

/** A player's row as the season writes it. */
export function elementRow(e: DemoElement) {
  return {
    id: e.id,
    code: e.code,
    firstName: e.first_name,
    secondName: e.second_name,
    webName: e.web_name,
    team: e.team,
    elementType: e.element_type,
    nowCost: e.now_cost,
    status: e.status,
    news: e.news,
    newsAdded: e.news_added ? new Date(e.news_added) : null,
    newsReturn: e.newsReturn ? new Date(e.newsReturn) : null,
    chanceOfPlayingThisRound: e.chance_of_playing_this_round,
    chanceOfPlayingNextRound: e.chance_of_playing_next_round,
    penaltiesOrder: e.penalties_order,
    directFreekicksOrder: e.direct_freekicks_order,
    cornersAndIndirectFreekicksOrder: e.corners_and_indirect_freekicks_order,
    squadNumber: e.squad_number,
    quality: e.quality,
    minutesLikelihood: e.minutesLikelihood,
  };
}

/** A fixture's row as the season writes it; a postponed one has no gameweek or kick-off. */
export function fixtureRow(
  f: Omit<DemoFixture, 'event' | 'kickoff_time'> & {
    event: number | null;
    kickoff_time: string | null;
  },
) {
  return {
    id: f.id,
    code: f.code,
    event: f.event,
    kickoffTime: f.kickoff_time === null ? null : new Date(f.kickoff_time),
    provisionalStartTime: f.provisional_start_time,
    teamH: f.team_h,
    teamA: f.team_a,
    teamHDifficulty: f.team_h_difficulty,
    teamADifficulty: f.team_a_difficulty,
    pulseId: f.pulse_id,
  };
}

/** Writes a generated season in one transaction. */
export async function writeSeason(db: Tx, season: DemoSeason, ruleSet: string): Promise<void> {
  await db.transaction(async (tx) => {
    await insertSeasonRows(tx, {
      settings: {
        id: 1,
        seasonName: season.season_name,
        ruleSet,
        settings: { ...season.game_settings },
        config: { ...season.game_config },
      },
      teams: season.teams.map((t) => ({
        id: t.id,
        code: t.code,
        name: t.name,
        shortName: t.short_name,
        pulseId: t.pulse_id,
        strength: t.strength,
        strengthOverallHome: t.strength_overall_home,
        strengthOverallAway: t.strength_overall_away,
        strengthAttackHome: t.strength_attack_home,
        strengthAttackAway: t.strength_attack_away,
        strengthDefenceHome: t.strength_defence_home,
        strengthDefenceAway: t.strength_defence_away,
        kit: t.kit,
      })),
      elementTypes: season.element_types.map((t) => ({
        id: t.id,
        singularName: t.singular_name,
        singularNameShort: t.singular_name_short,
        pluralName: t.plural_name,
        pluralNameShort: t.plural_name_short,
        squadSelect: t.squad_select,
        squadMinSelect: t.squad_min_select,
        squadMaxSelect: t.squad_max_select,
        squadMinPlay: t.squad_min_play,
        squadMaxPlay: t.squad_max_play,
        uiShirtSpecific: t.ui_shirt_specific,
        subPositionsLocked: t.sub_positions_locked,
      })),
      elements: season.elements.map(elementRow),
      events: season.events.map((e) => ({
        id: e.id,
        name: e.name,
        deadlineTime: new Date(e.deadline_time),
      })),
      fixtures: season.fixtures.map(fixtureRow),
      phases: season.phases.map((p) => ({
        id: p.id,
        name: p.name,
        startEvent: p.start_event,
        stopEvent: p.stop_event,
      })),
      chips: season.chips.map((c) => ({
        id: c.id,
        name: c.name,
        number: c.number,
        startEvent: c.start_event,
        stopEvent: c.stop_event,
        chipType: c.chip_type,
        overrides: { ...c.overrides },
      })),
    });
  });
}

/** Generates and writes the demo season, and sets the game clock. */
export async function seedDemoSeason(
  db: Db,
  options: DemoSeasonOptions = DEFAULT_DEMO,
): Promise<void> {
  const season = generateDemoSeason(options);
  await writeSeason(db, season, DEMO_RULE_SET);
  await setGameClock(db, options.clockAt);
}
