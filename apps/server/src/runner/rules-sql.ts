// The engine's rules that set-based statements restate in SQL for speed, each built from the
// engine's own constants and tables, so no number or chip name is written a second time here;
// rules-sql.test.ts compares each with the engine's function on generated cases.
import { sql, type SQL } from 'drizzle-orm';
import {
  CLASSIC_ORDER,
  roleMultipliers,
  SQUAD_RESTORING_CHIPS,
  TIEBREAK_FREE_CHIPS,
  type ChipName,
  type GameSettings,
} from '@ofl/engine';

/** An integer of the engine's as a literal: in a CASE over an array it keeps its type. */
const int = (n: number): SQL => {
  if (!Number.isInteger(n)) throw new Error(`Not an integer: ${n}`);
  return sql.raw(String(n));
};

const chipArray = (chips: readonly ChipName[]): SQL => sql`${`{${chips.join(',')}}`}::text[]`;

/**
 * The saved multiplier (engine savedMultipliers, every pick playing) of the pick at 1-based
 * `position`, `isCaptain` whether he wears the armband, under `chip`. The Assistant Manager is
 * the one pick after the squad (validatePicks), the bench the picks after the eleven.
 */
export function savedMultiplierSql(
  settings: GameSettings,
  position: SQL,
  isCaptain: SQL,
  chip: ChipName | null,
): SQL {
  const m = roleMultipliers(chip);
  return sql`case when ${position} > ${int(settings.squad_squadsize)} then ${int(m.manager)}
                  when ${position} > ${int(settings.squad_squadplay)} then ${int(m.bench)}
                  when ${isCaptain} then ${int(m.armband)} else ${int(m.starter)} end`;
}

/** A gameweek's transfers that break ties (engine countedTransfers) from its transfers and chip. */
export function countedTransfersSql(transfers: SQL, chip: SQL): SQL {
  return sql`case when ${chip} = any(${chipArray(TIEBREAK_FREE_CHIPS)}) then 0
                  else ${transfers} end`;
}

/** Whether a gameweek played with `chip` hands its squad on (engine squadCarriedOn). */
export function squadCarriedOnSql(chip: SQL): SQL {
  return sql`coalesce(${chip} <> all(${chipArray(SQUAD_RESTORING_CHIPS)}), true)`;
}

/** The classic order (engine CLASSIC_ORDER) as an ORDER BY list over the given columns. */
export function classicOrderSql(columns: Readonly<Record<'total' | 'transfers', SQL>>): SQL {
  return sql.join(
    CLASSIC_ORDER.map((o) => sql`${columns[o.key]} ${sql.raw(o.higherFirst ? 'desc' : 'asc')}`),
    sql`, `,
  );
}
