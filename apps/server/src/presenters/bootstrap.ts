// Everything of bootstrap-static (api-shapes §1), from the rows the data layer reads.
import { eventStates, type PriceProgress } from '@ofl/engine';
import type { BootstrapRows } from '@ofl/db';
import { presentElements } from './element';
import { fplTime } from './fpl-time';
import { presentTeams } from './team';

const NO_OVERRIDES = { rules: {}, scoring: {}, element_types: [], pick_multiplier: null };

/** The tracked stats, with the labels the client shows (api-shapes §1.7). */
export const ELEMENT_STATS = [
  ['Minutes played', 'minutes'],
  ['Goals scored', 'goals_scored'],
  ['Assists', 'assists'],
  ['Clean sheets', 'clean_sheets'],
  ['Goals conceded', 'goals_conceded'],
  ['Own goals', 'own_goals'],
  ['Penalties saved', 'penalties_saved'],
  ['Penalties missed', 'penalties_missed'],
  ['Yellow cards', 'yellow_cards'],
  ['Red cards', 'red_cards'],
  ['Saves', 'saves'],
  ['Bonus', 'bonus'],
  ['Bonus Points System', 'bps'],
  ['Influence', 'influence'],
  ['Creativity', 'creativity'],
  ['Threat', 'threat'],
  ['ICT Index', 'ict_index'],
  ['Clearances, Blocks and Interceptions', 'clearances_blocks_interceptions'],
  ['Recoveries', 'recoveries'],
  ['Tackles', 'tackles'],
  ['Defensive Contribution', 'defensive_contribution'],
].map(([label, name]) => ({ label, name }));

/** The bootstrap-static payload for the moment `now`, from its rows and the players' price progress. */
export function presentBootstrap(
  rows: BootstrapRows,
  now: Date,
  prices: ReadonlyMap<number, PriceProgress> = new Map(),
) {
  const { settings, eventRows, teamRows, elementRows, typeRows, fixtureRows, managers } = rows;
  // A real season replayed without simulated managers shows the real season's number.
  const total = settings?.sourcePlayers ?? managers;

  const states = new Map(
    eventStates(
      eventRows.map((e) => ({ id: e.id, deadline_time: e.deadlineTime })),
      now,
    ).map((s) => [s.id, s]),
  );
  const playedEvents = eventRows.filter((e) => e.deadlineTime <= now).length;
  const teamCodes = new Map(teamRows.map((t) => [t.id, t.code]));

  return {
    chips: rows.chipRows.map((c) => ({
      id: c.id,
      name: c.name,
      number: c.number,
      start_event: c.startEvent,
      stop_event: c.stopEvent,
      chip_type: c.chipType,
      overrides: { ...NO_OVERRIDES, ...c.overrides },
    })),
    events: eventRows.map((e) => {
      const state = states.get(e.id)!;
      return {
        id: e.id,
        name: e.name,
        deadline_time: fplTime(e.deadlineTime),
        release_time: e.releaseTime?.toISOString() ?? null,
        average_entry_score: e.averageEntryScore,
        finished: e.finished,
        data_checked: e.dataChecked,
        highest_scoring_entry: e.highestScoringEntry,
        deadline_time_epoch: Math.floor(e.deadlineTime.getTime() / 1000),
        deadline_time_game_offset: 0,
        highest_score: e.highestScore,
        is_previous: state.is_previous,
        is_current: state.is_current,
        is_next: state.is_next,
        cup_leagues_created: e.cupLeaguesCreated,
        h2h_ko_matches_created: e.h2hKoMatchesCreated,
        can_enter: e.deadlineTime > now,
        can_manage: e.deadlineTime > now,
        released: true,
        ranked_count: e.rankedCount,
        overrides: NO_OVERRIDES,
        chip_plays: e.chipPlays,
        most_selected: e.mostSelected,
        most_transferred_in: e.mostTransferredIn,
        top_element: e.topElement,
        top_element_info: e.topElement
          ? { id: e.topElement, points: e.topElementPoints ?? 0 }
          : null,
        transfers_made: e.transfersMade,
        most_captained: e.mostCaptained,
        most_vice_captained: e.mostViceCaptained,
      };
    }),
    game_settings: settings?.settings ?? {},
    game_config: settings?.config ?? {},
    phases: rows.phaseRows.map((p) => ({
      id: p.id,
      name: p.name,
      start_event: p.startEvent,
      stop_event: p.stopEvent,
      highest_score: p.highestScore,
    })),
    teams: presentTeams(teamRows, fixtureRows),
    total_players: total,
    element_stats: ELEMENT_STATS,
    element_types: typeRows.map((t) => ({
      id: t.id,
      plural_name: t.pluralName,
      plural_name_short: t.pluralNameShort,
      singular_name: t.singularName,
      singular_name_short: t.singularNameShort,
      squad_select: t.squadSelect,
      squad_min_select: t.squadMinSelect,
      squad_max_select: t.squadMaxSelect,
      squad_min_play: t.squadMinPlay,
      squad_max_play: t.squadMaxPlay,
      ui_shirt_specific: t.uiShirtSpecific,
      sub_positions_locked: t.subPositionsLocked,
      element_count: elementRows.filter((e) => e.elementType === t.id).length,
    })),
    elements: presentElements(elementRows, teamCodes, total, playedEvents, prices),
  };
}
