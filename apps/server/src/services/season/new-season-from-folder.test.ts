// new-season --from <folder>: a real season's folder as the next season, the accounts and teams
// kept. The demo season is taken as finished here (its last gameweek marked finalised), as only
// what the rollover keeps and loads is under test; the whole played season is in new-season.test.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { runCommand } from '../../cli/commands';
import { markDone } from '../../runner/steps';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const folder = join(root, 'packages/feed/src/importer/test-data/2024-25');

let manager: Awaited<ReturnType<typeof buildEntryWithSquad>>;

const run = async (...argv: string[]) => {
  const lines: string[] = [];
  await runCommand(t.database, ['new-season', ...argv], (l) => lines.push(l));
  return lines.join('\n');
};

const t = useTestApp();
beforeAll(async () => {
  manager = await buildEntryWithSquad(t, { favourite_team: 3 });
}, 120_000);

describe('new-season --from <folder>', () => {
  it('refuses while the last gameweek is not finalised, and changes nothing', async () => {
    expect(await run('--from', folder, '--yes')).toMatch(
      /Gameweek 38 of 2025\/26 is not finalised yet/,
    );
    expect((await manager.browser.get('/api/me/')).json().player.entry).toBe(manager.entryId);
  });

  it('loads the real season, keeps the account and archives the team', async () => {
    await markDone(t.database.db, 38, 'finalised');
    expect(await run('--from', folder, '--yes')).toMatch(
      /2025\/26 is archived and 2024\/25 loaded/,
    );
    const bootstrap = (await t.app.inject('/api/bootstrap-static/')).json();
    const [settings] = await queryRows<{ season_name: string }>(
      t.database.db,
      sql`select season_name from game_settings`,
    );
    expect(settings!.season_name).toBe('2024/25');
    expect(bootstrap.events.length).toBeGreaterThan(0);
    // Signed in still, with his team kept and no squad yet: squad selection is next.
    const me = (await manager.browser.get('/api/me/')).json();
    expect(me.player.entry).toBeNull();
    const history = (await t.app.inject(`/api/entry/${manager.entryId}/history/`)).json();
    expect(history.past).toEqual([{ season_name: '2025/26', total_points: 0, rank: null }]);
    // The demo's clubs are not in the real season: his favourite club is gone.
    const entry = (await t.app.inject(`/api/entry/${manager.entryId}/`)).json();
    expect(entry.favourite_team).toBeNull();
    expect(entry.started_event).toBe(0);
  });

  it('refuses a season that was already played here', async () => {
    const [last] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select max(id) as id from events`,
    );
    await markDone(t.database.db, last!.id, 'finalised');
    expect(await run('--from', folder, '--yes')).toMatch(/2024\/25 was already played here/);
  });
});
