// A cached public payload is served from memory alone, and moves on as soon as the database
// notifies a change (from this process or any other).
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-app';

describe('the public payloads between changes', () => {
  const t = useTestApp({ publicKeyTtlMs: 600_000 });

  const firstTeamName = async () =>
    (await t.app.inject('/api/bootstrap-static/')).json().teams[0].name as string;
  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('asks the database nothing on a hit, and reads again once a change is notified', async () => {
    const before = await firstTeamName();
    // A change that notifies no one: the data version moves, but the server is not told.
    await run(sql`alter table game_settings disable trigger game_settings_public_change`);
    await run(sql`update game_settings set version = version + 1`);
    await run(
      sql`update teams set name = 'Quietly Renamed' where id = (select min(id) from teams)`,
    );
    await run(sql`alter table game_settings enable trigger game_settings_public_change`);
    expect(await firstTeamName()).toBe(before);
    // The notification any process sends with a change.
    await run(sql`select pg_notify('ofl_public', 'game_settings')`);
    await expect.poll(firstTeamName, { timeout: 10_000 }).toBe('Quietly Renamed');
  });

  it('is told by the tables themselves: a new data version shows at once', async () => {
    await firstTeamName();
    await run(sql`update teams set name = 'Renamed Again' where id = (select min(id) from teams)`);
    await run(sql`update game_settings set version = version + 1`);
    await expect.poll(firstTeamName, { timeout: 10_000 }).toBe('Renamed Again');
  });

  it('follows the game clock: moving it is a change', async () => {
    const live = async () => (await t.app.inject('/api/bootstrap-static/')).json().events;
    const before = (await live()).find((e: { is_next: boolean }) => e.is_next)?.id;
    const [first] = (await live()) as { id: number; deadline_time: string }[];
    const after = new Date(new Date(first!.deadline_time).getTime() + 60_000);
    await run(sql`update game_clock set fixed_now = ${after.toISOString()}`);
    await expect
      .poll(async () => (await live()).find((e: { is_next: boolean }) => e.is_next)?.id, {
        timeout: 10_000,
      })
      .not.toBe(before);
  });

  it('answers a payload again from memory, with the same bytes and headers, before routing', async () => {
    const serve = vi.spyOn(t.app.ctx.publicFastPath, 'serve');
    const url = '/api/element-summary/3/';
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await t.app.inject({ url, headers: gzip });
    const again = await t.app.inject({ url, headers: gzip });
    expect(serve.mock.results.map((r) => r.value)).toEqual([false, true]);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
        ),
      );
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().history).toBeDefined();
    const revalidated = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(serve.mock.results.at(-1)!.value).toBe(true);
    // A change: the next request goes the normal way again.
    await run(sql`update game_settings set version = version + 1`);
    await expect
      .poll(async () => {
        await t.app.inject(url);
        return serve.mock.results.at(-1)!.value;
      })
      .toBe(false);
    serve.mockRestore();
  });
});
