// What the simulated managers see before a deadline, read from the stored season: the players as
// a manager reads them on bootstrap-static, the gameweek's fixtures, the clubs and the chips.
import { sql } from 'drizzle-orm';
import type { ChipDefinition, ElementTypeId } from '@ofl/engine';
import type { PopulationElement, PopulationFixture, PopulationTeam } from '@ofl/feed';
import { chipDefinitions, queryRows, type Tx } from '@ofl/db';

/** The managers' world of one gameweek. */
export interface PopulationWorld {
  elements: PopulationElement[];
  fixtures: PopulationFixture[];
  teams: PopulationTeam[];
  chips: ChipDefinition[];
}

/** Reads the world of gameweek `event` (players, its fixtures, clubs, chip windows). */
export async function loadPopulationWorld(db: Tx, event: number): Promise<PopulationWorld> {
  const elements = await queryRows<{
    id: number;
    element_type: number;
    team: number;
    now_cost: number;
    web_name: string;
    status: string;
    chance: number | null;
    total_points: number;
    form: string;
    selected: number;
  }>(
    db,
    sql`select el.id, el.element_type, el.team, el.now_cost, el.web_name, el.status,
               el.chance_of_playing_next_round as chance, el.total_points, el.form,
               round(100.0 * el.selected_by / greatest((select count(*) from entries), 1), 1)::float8
                 as selected
        from elements el where el.element_type <> 5 order by el.id`,
  );
  const fixtures = await queryRows<PopulationFixture>(
    db,
    sql`select event, team_h, team_a, team_h_difficulty, team_a_difficulty
        from fixtures where event = ${event} order by id`,
  );
  const teams = await queryRows<PopulationTeam>(db, sql`select id, name from teams order by id`);
  return {
    elements: elements.map((e) => ({
      id: e.id,
      element_type: e.element_type as ElementTypeId,
      team: e.team,
      now_cost: e.now_cost,
      web_name: e.web_name,
      status: e.status,
      chance_of_playing_next_round: e.chance,
      total_points: e.total_points,
      form: e.form,
      selected_by_percent: e.selected,
    })),
    fixtures,
    teams,
    chips: await chipDefinitions(db),
  };
}
