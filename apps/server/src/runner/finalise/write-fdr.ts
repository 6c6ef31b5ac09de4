// After a gameweek is finalised: our fixture difficulty (engine fdr/, SPEC §2 'FDR Explained')
// from the finished matches of that gameweek and before, written into every later fixture's
// team_h/team_a_difficulty in one statement. It reads only fixtures of gameweeks up to `event`
// and writes only later ones, so running it again gives the same values.
import { sql } from 'drizzle-orm';
import { fixtureDifficulty, venueForms } from '@ofl/engine';
import { queryRows, type Db } from '@ofl/db';
import { bumpVersion, isDone, jsonParam, markDone } from '../steps';

/** Writes the difficulties after `event`; false when it is not finalised or already done. */
export async function writeFdr(db: Db, event: number): Promise<boolean> {
  if (!(await isDone(db, event, 'finalised')) || (await isDone(db, event, 'fdr'))) return false;
  const played = await queryRows<{ h: number; a: number; hs: number; as: number }>(
    db,
    sql`select team_h as h, team_a as a, team_h_score as hs, team_a_score as as from fixtures
        where event <= ${event} and finished and team_h_score is not null
        order by kickoff_time, id`,
  );
  const forms = venueForms(
    played.map((m, order) => ({
      teamH: m.h,
      teamA: m.a,
      teamHScore: m.hs,
      teamAScore: m.as,
      order,
    })),
  );
  const later = await queryRows<{ id: number; h: number; a: number }>(
    db,
    sql`select id, team_h as h, team_a as a from fixtures where event > ${event} or event is null`,
  );
  const rows = later.map((f) => {
    const d = fixtureDifficulty(forms, f.h, f.a);
    return { id: f.id, h: d.teamH, a: d.teamA };
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update fixtures f set team_h_difficulty = d.h, team_a_difficulty = d.a
      from jsonb_to_recordset(${jsonParam(rows)}) as d(id int, h int, a int)
      where f.id = d.id`);
    await markDone(tx, event, 'fdr');
    await bumpVersion(tx);
  });
  return true;
}
