// What another manager may see of an entry (SPEC §6): transfers and chips up to the last deadline,
// money at the last deadline; the owner alone sees his latest transfers and live bank.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { Browser, useTestApp } from '../../../test/build-app';
import { passDeadline, transferToCheapest } from '../../../test/entry-pages';
import { buildEntryWithSquad, buildSignedInUser } from '../../../test/factories';
import { setGameClock } from '../../cache/clock';

const GW1_OPEN = new Date('2025-08-11T09:00:00Z');

let owner: Browser;
let rival: Browser;
let entryId: number;
let beforeDeadline: Awaited<ReturnType<typeof transferToCheapest>>;
let afterDeadline: Awaited<ReturnType<typeof transferToCheapest>>;

const t = useTestApp();
beforeAll(async () => {
  await setGameClock(t.database.db, GW1_OPEN);
  ({ browser: owner, entryId } = await buildEntryWithSquad(t, { name: 'Owner Eleven' }));
  ({ browser: rival } = await buildEntryWithSquad(t, { name: 'Rival Eleven' }));
  beforeDeadline = await transferToCheapest(t, owner, entryId, 1);
  await passDeadline(t, 1);
  afterDeadline = await transferToCheapest(t, owner, entryId, 2);
  const played = await owner.send('POST', '/api/transfers/', {
    chip: 'wildcard',
    entry: entryId,
    event: 2,
    transfers: [],
  });
  if (played.statusCode !== 200) throw new Error(`wildcard failed: ${played.body}`);
});

const withoutTime = (rows: Record<string, unknown>[]) => rows.map(({ time: _, ...r }) => r);

describe('GET /api/entry/{id}/transfers/', () => {
  it('shows visitors and other managers only the transfers up to the last deadline', async () => {
    for (const viewer of [new Browser(t.app), rival]) {
      const response = await viewer.get(`/api/entry/${entryId}/transfers/`);
      expect(response.statusCode).toBe(200);
      expect(withoutTime(response.json())).toEqual([beforeDeadline]);
    }
  });

  it('shows the owner every transfer, newest first, with its time', async () => {
    const rows = (await owner.get(`/api/entry/${entryId}/transfers/`)).json();
    expect(withoutTime(rows)).toEqual([afterDeadline, beforeDeadline]);
    expect(rows[0].time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(rows[0].time)).toBeGreaterThanOrEqual(Date.parse(rows[1].time));
  });

  it('answers an empty list for a team without transfers and 404 for an unknown one', async () => {
    const { entryId: quiet } = await buildEntryWithSquad(t);
    expect((await rival.get(`/api/entry/${quiet}/transfers/`)).json()).toEqual([]);
    expect((await rival.get('/api/entry/999999/transfers/')).statusCode).toBe(404);
    expect((await rival.get('/api/entry/abc/transfers/')).statusCode).toBe(404);
  });
});

describe('GET /api/entry/{entry}/transfers-latest/', () => {
  it('requires authentication', async () => {
    const response = await new Browser(t.app).get(`/api/entry/${entryId}/transfers-latest/`);
    expect(response.statusCode).toBe(401);
  });

  it("refuses another manager's latest transfers with 403", async () => {
    const response = await rival.get(`/api/entry/${entryId}/transfers-latest/`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(String(afterDeadline.element_in));
  });

  it('refuses a signed-in user without an entry too', async () => {
    const stranger = await buildSignedInUser(t);
    expect((await stranger.get(`/api/entry/${entryId}/transfers-latest/`)).statusCode).toBe(403);
  });

  it('gives the owner the transfers made since the last deadline', async () => {
    const response = await owner.get(`/api/entry/${entryId}/transfers-latest/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(withoutTime(response.json())).toEqual([afterDeadline]);
  });
});

describe('GET /api/entry/{id}/', () => {
  it('shows everyone, the owner included, the bank and value of the last deadline', async () => {
    const live = (await owner.get(`/api/my-team/${entryId}/`)).json().transfers;
    const [frozen] = await queryRows<{ bank: number; value: number }>(
      t.database.db,
      sql`select last_deadline_bank as bank, last_deadline_value as value
          from entries where id = ${entryId}`,
    );
    // The transfer after the deadline sold dear and bought cheap, so the live bank moved on.
    expect(live.bank).toBeGreaterThan(frozen!.bank);
    for (const viewer of [new Browser(t.app), rival, owner]) {
      const entry = (await viewer.get(`/api/entry/${entryId}/`)).json();
      expect(entry.last_deadline_bank).toBe(frozen!.bank);
      expect(entry.last_deadline_value).toBe(frozen!.value);
      expect(entry.last_deadline_total_transfers).toBe(1);
      expect(JSON.stringify(entry)).not.toMatch(/"(bank|value|total_transfers)":/);
    }
  });

  it('shows the starting budget before a new entry has met a deadline', async () => {
    const { entryId: fresh } = await buildEntryWithSquad(t);
    const entry = (await rival.get(`/api/entry/${fresh}/`)).json();
    expect(entry.last_deadline_bank).toBe(1000);
    expect(entry.last_deadline_value).toBe(1000);
    expect(entry.current_event).toBe(1);
  });
});

describe('GET /api/entry/{id}/history/', () => {
  it('hides a chip played for the coming gameweek from everyone but the owner', async () => {
    const theirs = (await rival.get(`/api/entry/${entryId}/history/`)).json();
    expect(theirs.chips).toEqual([]);
    const mine = (await owner.get(`/api/entry/${entryId}/history/`)).json();
    expect(mine.chips).toEqual([{ name: 'wildcard', time: expect.any(String), event: 2 }]);
  });
});
