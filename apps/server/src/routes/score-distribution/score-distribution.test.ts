// The Points page's histogram: a gameweek's scores counted in bars, straight from its history rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { entryHistory } from '@ofl/db/tables';
import { useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { SCORE_BUCKET_SIZE } from './index';

const SCORES = [-2, 3, 47, 52, 58];

describe('GET /api/event/{id}/distribution/', () => {
  const t = useTestApp();
  beforeAll(async () => {
    for (const points of SCORES) {
      const { entryId } = await buildEntryWithSquad(t);
      await t.database.db.insert(entryHistory).values({
        entryId,
        event: 1,
        points,
        totalPoints: points,
        bank: 0,
        value: 1000,
        eventTransfers: 0,
        eventTransfersCost: 0,
        pointsOnBench: 0,
      });
    }
  });

  it('counts every manager of the gameweek in the bar his score falls in', async () => {
    const response = await t.app.inject('/api/event/1/distribution/');
    expect(response.statusCode).toBe(200);
    expect(SCORE_BUCKET_SIZE).toBe(10);
    expect(response.json()).toEqual({
      event: 1,
      bucket_size: 10,
      total: SCORES.length,
      buckets: [
        { from: -10, count: 1 },
        { from: 0, count: 1 },
        { from: 40, count: 1 },
        { from: 50, count: 2 },
      ],
    });
  });

  it('has no bars for a gameweek nobody has played yet', async () => {
    const json = (await t.app.inject('/api/event/2/distribution/')).json();
    expect(json).toEqual({ event: 2, bucket_size: 10, total: 0, buckets: [] });
  });

  it('answers 404 for a gameweek the season does not have, as the other gameweek addresses do', async () => {
    expect((await t.app.inject('/api/event/99/distribution/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/event/x/distribution/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/event/x/live/')).statusCode).toBe(404);
  });
});
