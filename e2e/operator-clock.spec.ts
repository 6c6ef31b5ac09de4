// The operator clock that end-to-end tests use to move the season along: the server's operator
// token opens it, nothing else does.
import { expect, it } from 'vitest';
import { advanceClock, baseUrl, serverOfThisFile } from './fixtures';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

it('moves the game clock forward for the holder of the operator token', async () => {
  const before = (await (await fetch(new URL('/api/bootstrap-static/', baseUrl()))).json()) as {
    events: { id: number; is_next: boolean }[];
  };
  const first = await advanceClock(baseUrl(), { advance: '1m' });
  const second = await advanceClock(baseUrl(), { advance: '1m' });
  expect(Date.parse(second.now) - Date.parse(first.now)).toBe(60_000);
  expect(second.next_event).toBe(before.events.find((e) => e.is_next)?.id ?? null);
});

it('refuses a call without the token', async () => {
  const response = await fetch(new URL('/api/operator/clock/', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'csrftoken=x', 'x-csrftoken': 'x' },
    body: JSON.stringify({ advance: '1m' }),
  });
  expect(response.status).toBe(403);
});
