import { describe, expect, it } from 'vitest';
import { ReplicaSet, walPosition } from './replicas';

describe('WAL positions', () => {
  it('reads PostgreSQL’s text as a number that orders as the log does', () => {
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walPosition('0/3000000')! < walPosition('1/0')!).toBe(true);
    for (const bad of ['', 'B374D848', '1/2/3', '16/B374D8480', 'G/1', null, 7]) {
      expect(walPosition(bad)).toBeNull();
    }
  });
});

describe('a replica that does not answer', () => {
  it('is left out, and its reads are answered by the primary', async () => {
    const primary = async () => ({ rows: [{ inserted: '0/1000', written: '0/1000' }] });
    // Nothing listens on port 1: every connection is refused at once.
    const url = 'postgres://nobody@127.0.0.1:1/none';
    const replicas = new ReplicaSet(primary, { urls: [url], maxLagMs: 200, poolSize: 1 });
    await replicas.start();
    try {
      expect(replicas.states()).toEqual([{ url, usable: false, lagMs: Infinity }]);
      const asked: string[] = [];
      const answer = await replicas.read(
        { after: 0n },
        async () => {
          asked.push('replica');
          return 'replica';
        },
        async () => {
          asked.push('primary');
          return 'primary';
        },
      );
      expect(answer).toBe('primary');
      expect(asked).toEqual(['primary']);
      expect(await replicas.writePosition()).toBe(0x1000n);
    } finally {
      await replicas.close();
    }
  });
});

describe('the primary’s position', () => {
  const positionOf = async (inserted: string, written: string) => {
    const primary = async () => ({ rows: [{ inserted, written }] });
    const replicas = new ReplicaSet(primary, { urls: [], maxLagMs: 200, poolSize: 1 });
    return replicas.writePosition();
  };

  it('is the insert position, which a commit not yet written out has reached', async () => {
    expect(await positionOf('0/3001130', '0/3001000')).toBe(0x3001130n);
  });

  it('is the written one when only a page header lies between them', async () => {
    // A segment's first page (a long header) and any other page (a short one).
    expect(await positionOf('0/3000028', '0/3000000')).toBe(0x3000000n);
    expect(await positionOf('0/3002018', '0/3002000')).toBe(0x3002000n);
  });
});
