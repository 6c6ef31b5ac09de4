// Players' form (engine playerForm: points per club match over the last 30 days) as of a
// moment, from the finished matches stored. A pure function of the data and the moment, so the
// managers' planning refreshes it first and a rerun writes the same figures.
import { sql } from 'drizzle-orm';
import { playerForm, STATS_FORM_DAYS, type ClubMatchPoints } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { jsonParam } from '../runner/steps';

/** Sets every player's form as of `at`; only changed rows are written. */
export async function refreshForm(tx: Tx, at: Date): Promise<void> {
  const since = new Date(at.getTime() - (STATS_FORM_DAYS + 1) * 86_400_000).toISOString();
  const rows = await queryRows<{ id: number; kickoff: string | Date | null; points: number }>(
    tx,
    sql`select el.id, f.kickoff_time as kickoff, coalesce(s.points + s.bonus, 0) as points
        from elements el
        left join fixtures f on (f.team_h = el.team or f.team_a = el.team) and f.finished
          and f.kickoff_time > ${since} and f.kickoff_time <= ${at.toISOString()}
        left join fixture_player_stats s on s.fixture_id = f.id and s.element_id = el.id`,
  );
  const matches = new Map<number, ClubMatchPoints[]>();
  for (const r of rows) {
    const list = matches.get(r.id) ?? [];
    if (r.kickoff) list.push({ kickoffTime: new Date(r.kickoff).toISOString(), points: r.points });
    matches.set(r.id, list);
  }
  const forms = [...matches].map(([id, list]) => ({
    id,
    form: playerForm(list, at.toISOString()),
  }));
  await tx.execute(sql`
    update elements el set form = v.form
    from jsonb_to_recordset(${jsonParam(forms)}) as v(id int, form text)
    where v.id = el.id and el.form is distinct from v.form`);
}
