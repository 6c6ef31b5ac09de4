// Renewing last season's league: it comes back as it was played, classic or head-to-head.
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
                                       code)
        select u.email, 'Old Rivals', ${scoring}, 'p', false, 1, ${code}
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
    },
    { kind: 'a classic league classic', scoring: 'c', code: 'oldcla', page: 'leagues-classic' },
  ] as const)('keeps $kind, with its code', async ({ scoring, code, page }) => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    const id = await offer(entryId, scoring, code);
    const renewed = await browser.send('POST', `/api/leagues-renewable/${id}/renew/`);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({ scoring, code });
    expect((await browser.get(`/api/${page}/${renewed.json().id}/`)).statusCode).toBe(200);
  });
});
