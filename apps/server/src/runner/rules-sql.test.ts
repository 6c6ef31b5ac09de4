// The SQL restatements of the engine's rules (rules-sql.ts) must answer as the engine does: each
// is run on generated cases against a real database and compared with the engine's function.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countedTransfers,
  DEFAULT_GAME_SETTINGS,
  MANAGER,
  savedMultipliers,
  squadCarriedOn,
  type ChipName,
  type ElementId,
  type ElementTypeId,
  type TeamPick,
} from '@ofl/engine';
import { openTestDatabase, queryRows } from '@ofl/db';
import { useTestDatabase } from '../../test/build-app';
import { countedTransfersSql, savedMultiplierSql, squadCarriedOnSql } from './rules-sql';
import { jsonParam } from './steps';

const database = useTestDatabase(openTestDatabase);

const settings = DEFAULT_GAME_SETTINGS;
const CHIP_NAMES: readonly (ChipName | null)[] = [
  null,
  'wildcard',
  'freehit',
  'bboost',
  '3xc',
  'manager',
  'rich',
  'uteam',
];
const chip = fc.constantFrom(...CHIP_NAMES);

/** A saved lineup: the squad's picks in position order, the Assistant Manager after them or not. */
const lineup = fc
  .record({
    types: fc.array(fc.integer({ min: 1, max: 4 }), {
      minLength: settings.squad_squadsize,
      maxLength: settings.squad_squadsize,
    }),
    manager: fc.boolean(),
    captain: fc.integer({ min: 1, max: settings.squad_squadplay }),
    vice: fc.integer({ min: 1, max: settings.squad_squadplay }),
  })
  .filter((l) => l.captain !== l.vice)
  .map(({ types, manager, captain, vice }): TeamPick[] =>
    [...types, ...(manager ? [MANAGER] : [])].map((t, i) => ({
      element: (100 + i) as ElementId,
      element_type: t as ElementTypeId,
      position: i + 1,
      is_captain: i + 1 === captain,
      is_vice_captain: i + 1 === vice,
      multiplier: 0,
    })),
  );

describe('the SQL of the engine rules', () => {
  it("gives every pick the engine's saved multiplier under every chip", async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        chip,
        fc.array(lineup, { minLength: 6, maxLength: 25 }),
        async (c, teams) => {
          const rows = teams.map((picks, team) => ({
            team,
            elements: `{${picks.map((p) => p.element).join(',')}}`,
            captain: picks.find((p) => p.is_captain)!.element,
          }));
          const got = await queryRows<{ team: number; multipliers: number[] }>(
            database.db,
            sql`select r.team, array(
                select ${savedMultiplierSql(settings, sql`u.pos`, sql`u.element = r.captain`, c)}
                from unnest(r.elements::int[]) with ordinality as u(element, pos)
                order by u.pos)::int[] as multipliers
              from jsonb_to_recordset(${jsonParam(rows)}) as r(team int, elements text, captain int)
              order by r.team`,
          );
          cases += teams.length;
          expect(got.map((g) => g.multipliers)).toEqual(
            teams.map((picks) => savedMultipliers(picks, settings, c)),
          );
        },
      ),
      { numRuns: 40 },
    );
    expect(cases).toBeGreaterThan(200);
  });

  it("counts the engine's tie-break transfers and carries on the squads the engine does", async () => {
    const week = fc.record({ transfers: fc.integer({ min: 0, max: 20 }), chip });
    await fc.assert(
      fc.asyncProperty(fc.array(week, { minLength: 1, maxLength: 50 }), async (weeks) => {
        const got = await queryRows<{ counted: number; carried: boolean }>(
          database.db,
          sql`select ${countedTransfersSql(sql`r.transfers`, sql`r.chip`)} as counted,
                     ${squadCarriedOnSql(sql`r.chip`)} as carried
              from jsonb_to_recordset(${jsonParam(weeks.map((w, i) => ({ ...w, i })))})
                as r(i int, transfers int, chip text)
              order by r.i`,
        );
        expect(got).toEqual(
          weeks.map((w) => ({
            counted: countedTransfers(w.transfers, w.chip),
            carried: squadCarriedOn(w.chip),
          })),
        );
      }),
      { numRuns: 20 },
    );
  });
});
