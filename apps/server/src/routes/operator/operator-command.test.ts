// The command line's way into a running server: POST /api/operator/command/ runs an operator
// command on the server's database and streams its report back as JSON lines.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, useTestApp } from '../../../test/build-app';
import {
  readServerHandle,
  removeServerHandle,
  runOnServer,
  writeServerHandle,
} from '../../cli/server-handle';
import { runCommand } from '../../cli/commands';
import { databaseClock, setGameClock } from '../../cache/clock';

const TOKEN = 'operator-secret-for-tests';
const GW1_OPEN = new Date('2025-08-11T09:00:00Z');
const GW1_DEADLINE = new Date('2025-08-15T17:30:00Z');

describe('POST /api/operator/command/', () => {
  let url: string;
  const t = useTestApp({ operatorToken: TOKEN });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const send = (body: unknown, token: string | null = TOKEN) =>
    new Browser(t.app).send(
      'POST',
      '/api/operator/command/',
      body,
      token === null ? {} : { authorization: `Bearer ${token}` },
    );
  const messages = (payload: string) =>
    payload
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('refuses a call without the token with 403, and runs nothing', async () => {
    await setGameClock(t.database.db, GW1_OPEN);
    for (const token of [null, 'wrong']) {
      const response = await send({ args: ['clock', 'advance', '1d'] }, token);
      expect(response.statusCode).toBe(403);
    }
    expect(await databaseClock(t.database.db).now()).toEqual(GW1_OPEN);
  });

  it('refuses an unknown command or a bad body with 400 in the DRF shape', async () => {
    const unknown = await send({ args: ['explode'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().args[0]).toContain('Usage: npm run game');
    const reset = await send({ args: ['reset'] });
    expect(reset.json().args[0]).toContain('reset --preseason --yes');
    for (const body of [{}, { args: [] }, { args: 'status' }, { args: [1] }]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).every((key) => key.startsWith('args'))).toBe(true);
    }
  });

  it('streams the report of a command as JSON lines and says when it is done', async () => {
    const response = await send({ args: ['clock', 'advance', '2h'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = messages(response.payload);
    expect(lines[0]).toEqual({ line: 'Game time 2025-08-11T11:00:00.000Z' });
    expect(lines.at(-1)).toEqual({ done: true });
    expect(await databaseClock(t.database.db).now()).toEqual(new Date('2025-08-11T11:00:00Z'));
  });

  it('answers 400 to a command whose words are wrong, and runs nothing', async () => {
    const before = await databaseClock(t.database.db).now();
    for (const args of [
      ['clock', 'set', 'garbage'],
      ['clock', 'advance', 'soon'],
      ['clock', 'fly'],
      ['season', '--to', 'abc'],
      ['season'],
      ['play', '--speed', 'fast'],
      ['outbox', 'x'],
      ['import', 'x', '--yes', '--managers', 'many'],
      ['follow', 'not a url', '--yes'],
    ]) {
      const response = await send({ args });
      expect({ args, status: response.statusCode }).toEqual({ args, status: 400 });
      expect(response.json().args[0]).toMatch(/Usage|Not a/);
    }
    expect(await databaseClock(t.database.db).now()).toEqual(before);
  });

  it('is what the command line uses when a server owns the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ofl-handle-'));
    try {
      // No live owner: the command line opens the folder itself.
      writeServerHandle(dataDir, { url, token: TOKEN });
      expect(readServerHandle(dataDir)).toBeNull();
      // A live process (this one's parent) owns it: the handle is read, and private.
      writeFileSync(join(dataDir, 'ofl.lock'), String(process.ppid));
      expect(readServerHandle(dataDir)).toEqual({ url, token: TOKEN });
      expect(statSync(join(dataDir, 'server.json')).mode & 0o077).toBe(0);
      const said: string[] = [];
      await runOnServer(readServerHandle(dataDir)!, ['status'], (line) => said.push(line));
      expect(said[1]).toBe('Game time 2025-08-11T11:00:00.000Z');
      await expect(runOnServer({ url, token: 'wrong' }, ['status'], () => {})).rejects.toThrow(
        '(403)',
      );
      await expect(
        runOnServer({ url, token: TOKEN }, ['clock', 'set', 'x'], () => {}),
      ).rejects.toThrow('Not a time: x');
      await expect(
        runOnServer({ url, token: TOKEN }, ['season', '--to', 'abc'], () => {}),
      ).rejects.toThrow('Usage: season --to <gameweek>');
      removeServerHandle(dataDir);
      expect(readServerHandle(dataDir)).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never moves the clock before a deadline the runner has passed, whatever the path', async () => {
    const passed = new Date(GW1_DEADLINE.getTime() + 60_000);
    const lines = messages((await send({ args: ['clock', 'set', passed.toISOString()] })).payload);
    expect(lines.map((l) => l.line).join('\n')).toContain('GW1: deadline passed');
    const before = new Date(GW1_DEADLINE.getTime() - 60_000).toISOString();
    const refused = messages((await send({ args: ['clock', 'set', before] })).payload);
    expect(refused.at(-1)!.error).toMatch(/before the gameweek 1 deadline/);
    await expect(runCommand(t.database, ['clock', 'set', before], () => {})).rejects.toThrow(
      /before the gameweek 1 deadline/,
    );
    await expect(setGameClock(t.database.db, new Date(before))).rejects.toThrow(
      /before the gameweek 1 deadline/,
    );
    expect(await databaseClock(t.database.db).now()).toEqual(passed);
    // Back, but not past the deadline, is still allowed.
    const after = new Date(GW1_DEADLINE.getTime() + 1000);
    await setGameClock(t.database.db, after);
    expect(await databaseClock(t.database.db).now()).toEqual(after);
  });
});
