// `follow` through the operator API, as the command line sends it to a running server: the
// season is loaded from the upstream, the server's loop polls it, and `status` tells how it goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFollowRow } from '@ofl/db';
import { Browser, useTestApp } from '../../test/build-app';
import { buildRecording, recordedSeasonFolder } from '../../test/fpl-recording';
import { serveRecording, type RecordingServer } from '../../test/recording-server';
import { setGameClock } from '../cache/clock';
import { runCommand } from '../cli/commands';
import { startFollowLoop } from './follow-upstream';

const TOKEN = 'operator-secret-for-tests';
const recording = buildRecording(recordedSeasonFolder().folder);
const club = (id: number) => recording.season.teams.find((c) => c.id === id)!.short_name;
const postponed = recording.season.fixtures.find((f) => f.id === recording.postponed.id)!;

describe('following through the operator API', () => {
  const t = useTestApp({ operatorToken: TOKEN });
  let server: RecordingServer;
  beforeAll(async () => {
    server = await serveRecording(recording);
    server.at = recording.postponed.at - 86_400_000;
  });
  afterAll(() => server.close());

  const command = async (args: string[]) => {
    const response = await new Browser(t.app).send(
      'POST',
      '/api/operator/command/',
      { args },
      { authorization: `Bearer ${TOKEN}` },
    );
    expect(response.statusCode).toBe(200);
    return response.payload
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { line?: string; done?: boolean; error?: string });
  };

  it('loads the upstream season, and the loop keeps it in step', async () => {
    const messages = await command(['follow', server.url, '--yes', '--every', '30']);
    expect(messages.at(-1)).toEqual({ done: true });
    const report = messages.map((m) => m.line).join('\n');
    expect(report).toContain(`Read 2024/25 from ${server.url}`);
    expect(report).toContain(`Following ${server.url} every 30 s, prices our own`);
    expect(report).toContain('No good answer from the upstream yet');

    server.at = recording.postponed.at + 60_000;
    await setGameClock(t.database.db, new Date(server.at));
    const said: string[] = [];
    const stop = startFollowLoop(t.database, { say: (l) => said.push(l), onError: () => {} });
    for (let i = 0; i < 100 && !(await feedFollowRow(t.database.db))?.lastGoodAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    expect((await feedFollowRow(t.database.db))?.lastGoodAt).toEqual(new Date(server.at));
    expect(said).toContain(`${club(postponed.team_h)} v ${club(postponed.team_a)} is postponed`);
    expect(server.requests).toEqual(
      expect.arrayContaining(['/api/bootstrap-static/', '/api/fixtures/']),
    );

    const status: string[] = [];
    await runCommand(t.database, ['status'], (line) => status.push(line));
    expect(status.join('\n')).toMatch(/Feed 0 s old \(last good answer/);
  });
});
