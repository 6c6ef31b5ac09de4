// Renewing last season's league: it comes back as it was played, classic or head-to-head, a
// head-to-head league with its size and knock-out rounds.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';

const t = useTestApp();

/** Offers the entry's manager last season's league of `scoring` to renew; its id. */
async function offer(entryId: number, scoring: 'c' | 'h', code: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into renewable_leagues (email, name, scoring, code_privacy, has_cup, start_event,
                                       code, max_entries, ko_rounds)
        select u.email, 'Old Rivals', ${scoring}, 'p', false, 1, ${code},
               ${scoring === 'h' ? 8 : null}::int, ${scoring === 'h' ? 1 : null}::smallint
        from entries e join users u on u.id = e.user_id where e.id = ${entryId}
        returning id`,
  );
  return row!.id;
}

describe('renewing a league', () => {
  it.each([
    {
      kind: 'a head-to-head league head-to-head',
      scoring: 'h',
      code: 'oldh2h',
      page: 'leagues-h2h',
      settings: { max_entries: 8, ko_rounds: 1 },
    },
    {
      kind: 'a classic league classic',
      scoring: 'c',
      code: 'oldcla',
      page: 'leagues-classic',
      settings: { max_entries: null, ko_rounds: null },
    },
  ] as const)('keeps $kind, with its code', async ({ scoring, code, page, settings }) => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    const id = await offer(entryId, scoring, code);
    const renewed = await browser.send('POST', `/api/leagues-renewable/${id}/renew/`);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({ scoring, code });
    expect((await browser.get(`/api/${page}/${renewed.json().id}/`)).statusCode).toBe(200);
    const [league] = await queryRows<{ max_entries: number | null; ko_rounds: number | null }>(
      t.database.db,
      sql`select max_entries, ko_rounds from leagues where id = ${renewed.json().id}`,
    );
    expect(league).toEqual(settings);
  });
});
