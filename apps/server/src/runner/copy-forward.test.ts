// The deadline's copy forward (lock-deadline.ts, set-based) must leave each entry the row the
// engine says it carries into the next gameweek, as a planning request would write it
// (services/picks-rows.ts): the squad from before a Free Hit, no chip, the saved multipliers.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_SETTINGS,
  lineupPicks,
  MANAGER,
  money,
  savedMultipliers,
  squadCarriedInto,
  type ChipName,
  type ElementTypeId,
} from '@ofl/engine';
import { queryRows } from '@ofl/db';
import { useTestDatabase } from '../../test/build-app';
import { copyForward } from './lock-deadline';

const database = useTestDatabase();

const settings = DEFAULT_GAME_SETTINGS;
const ENTRY_BANK = 7;

interface Week {
  chip: ChipName | null;
  manager: boolean;
  captain: number;
  vice: number;
  shift: number;
}

/** Element ids of a week's row: the squad moved by `shift`, the Assistant Manager id 900. */
const elementsOf = (w: Week) => [
  ...Array.from({ length: settings.squad_squadsize }, (_, i) => 1 + ((i + w.shift) % 40)),
  ...(w.manager ? [900] : []),
];
const typeOf = (element: number): ElementTypeId => (element === 900 ? MANAGER : 3);
const rowOf = (w: Week) => {
  const elements = elementsOf(w);
  const lineup = {
    elements,
    captain: elements[w.captain - 1]!,
    viceCaptain: elements[w.vice - 1]!,
  };
  return {
    ...lineup,
    multipliers: savedMultipliers(lineupPicks(lineup, typeOf), settings, w.chip),
  };
};

const week = fc
  .record({
    chip: fc.constantFrom<ChipName | null>(
      null,
      null,
      'freehit',
      'bboost',
      '3xc',
      'wildcard',
      'manager',
    ),
    manager: fc.boolean(),
    captain: fc.integer({ min: 1, max: settings.squad_squadplay }),
    vice: fc.integer({ min: 1, max: settings.squad_squadplay }),
    shift: fc.integer({ min: 0, max: 39 }),
  })
  .filter((w) => w.captain !== w.vice)
  // The Assistant Manager sits after the squad only while his chip is played.
  .map((w) => ({ ...w, manager: w.chip === 'manager' }));

describe('the copy forward at the deadline', () => {
  it('leaves each entry the row the engine carries into the next gameweek', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }).chain((event) =>
          fc.tuple(
            fc.constant(event),
            fc.array(fc.array(week, { minLength: event, maxLength: event }), {
              minLength: 2,
              maxLength: 8,
            }),
          ),
        ),
        async ([event, entries]) => {
          const db = database.db;
          await db.execute(sql`truncate users, entries restart identity cascade`);
          for (const [i, weeks] of entries.entries()) {
            const id = i + 1;
            await db.execute(sql`
              insert into users (id, email, password_hash, first_name, last_name, region)
              values (${id}, ${`c${id}@example.com`}, '-', 'A', 'B', 241)`);
            await db.execute(sql`insert into entries (id, user_id, name, started_event, bank)
                                 values (${id}, ${id}, ${`Team ${id}`}, 1, ${ENTRY_BANK})`);
            for (const [k, w] of weeks.entries()) {
              const row = rowOf(w);
              const literal = (values: number[]) => `{${values.join(',')}}`;
              await db.execute(sql`
                insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers,
                                         captain, vice_captain, active_chip, bank)
                values (${id}, ${k + 1}, ${literal(row.elements)}::int[],
                        ${literal(row.elements.map(() => 50))}::int[],
                        ${literal(row.multipliers)}::smallint[], ${row.captain},
                        ${row.viceCaptain}, ${w.chip}, ${20 + k})`);
            }
          }
          await db.transaction((tx) => copyForward(tx, settings, event));
          const copied = await queryRows<{
            entry_id: number;
            elements: number[];
            multipliers: number[];
            captain: number;
            vice_captain: number;
            active_chip: string | null;
            bank: number;
          }>(
            db,
            sql`select entry_id, elements, multipliers, captain, vice_captain, active_chip, bank
                from entry_picks where event = ${event + 1} order by entry_id`,
          );
          const expected = entries.flatMap((weeks, i) => {
            const snapshots = weeks.map((w, k) => ({
              event: k + 1,
              squad: [],
              bank: money(20 + k),
              chip: w.chip,
            }));
            const carried = squadCarriedInto(snapshots, event + 1);
            if (!carried) return [];
            const source = rowOf(weeks[carried.event - 1]!);
            const restored = carried.event !== event;
            return [
              {
                entry_id: i + 1,
                elements: source.elements,
                multipliers: savedMultipliers(lineupPicks(source, typeOf), settings, null),
                captain: source.captain,
                vice_captain: source.viceCaptain,
                active_chip: null,
                bank: restored ? (carried.bank as number) : ENTRY_BANK,
              },
            ];
          });
          cases += entries.length;
          expect(copied).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
    expect(cases).toBeGreaterThan(25);
  }, 120_000);
});
