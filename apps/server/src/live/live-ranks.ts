// The live ranker of this server process. Every process holds its own, built from the database:
// loaded once the gameweek's deadline has frozen the picks, and brought up to date whenever the
// public payloads' key moves (the runner bumps it with each stat update, and every process hears
// of it by notification), so all processes answer the same from the same data.
import { liveEventId, type Db } from '@ofl/db';
import { loadLiveResults, loadRanker } from './load-ranker';
import type { LiveRanker } from './live-ranker';

/** Where the key that says the live data moved comes from. */
export interface VersionKey {
  key(): Promise<string>;
}

/**
 * How long a request waits for a ranker being loaded (a small game loads in well under it);
 * past that it is answered without live ranks until the load is done.
 */
const LOAD_WAIT_MS = 2000;

export class LiveRanks {
  private ranker: LiveRanker | null = null;
  private key: string | null = null;
  private pending: Promise<LiveRanker | null> | null = null;
  private loading = false;
  /** A change arrived while the ranker was being brought up to date: warm it again after. */
  private again = false;
  private closed = false;
  /** Milliseconds the last update took, and the last load. */
  readonly timings = { loadMs: 0, updateMs: 0 };
  /** The ranker loading beside the deadline step of its gameweek (loadAlongside). */
  private alongside: { event: number; ranker: Promise<LiveRanker>; started: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly version: VersionKey,
  ) {}

  /** The ranker of the live gameweek, up to date with the last stat update; null when none is live. */
  async current(): Promise<LiveRanker | null> {
    const key = await this.version.key();
    if (key === this.key) return this.ranker;
    const pending = this.refreshTo(key);
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        if (!this.loading) return;
        clearInterval(timer);
        resolve(null);
      }, LOAD_WAIT_MS);
      pending.then(
        (ranker) => {
          clearInterval(timer);
          resolve(ranker);
        },
        (error: unknown) => {
          clearInterval(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /**
   * Brings the ranker up to date now rather than on the next request (the server calls it on
   * each notified change): the deadline's load and each stat update's work are done by the time
   * anyone asks.
   */
  warm(onError: (error: unknown) => void): void {
    if (this.closed) return;
    if (this.pending) {
      // Once the refresh under way is done, the key is read again.
      if (!this.again) {
        this.again = true;
        const rewarm = () => {
          this.again = false;
          this.warm(onError);
        };
        this.pending.then(rewarm, rewarm);
      }
      return;
    }
    this.version
      .key()
      .then((key) => (key === this.key ? null : this.refreshTo(key)))
      .catch((error: unknown) => {
        if (!this.closed) onError(error);
      });
  }

  /** The refresh to `key`, or the one under way. */
  private refreshTo(key: string): Promise<LiveRanker | null> {
    this.pending ??= this.refresh(key).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * Loads the live gameweek's ranker now and waits for it (nothing when none is live or it is
   * loaded): the deadline step ends with it, and a process starting mid-gameweek serves after it.
   */
  async load(): Promise<void> {
    if (this.closed) return;
    // A refresh under way may have read the gameweek before the deadline: refresh after it.
    await this.pending?.catch(() => null);
    await this.refreshTo(await this.version.key());
  }

  /**
   * Runs the deadline step of `event` (`step`: false when it had already run) while the
   * gameweek's ranker loads beside it on a connection of its own, and ends, the step committed,
   * with the ranker ready. The rows the ranker reads are those the step freezes as they are:
   * the gameweek's picks, each entry's standing before it and the league members of its
   * tables, none of which the step changes, so the load need not wait for it.
   */
  async loadAlongside(event: number, step: () => Promise<boolean>): Promise<boolean> {
    if (this.closed) return step();
    let abandoned = false;
    const started = performance.now();
    const ranker = loadRanker(this.db, event, () => this.closed || abandoned).then(
      async (loaded) => {
        loaded.update(await loadLiveResults(this.db, event, loaded.elementSlots));
        return loaded;
      },
    );
    ranker.catch(() => {});
    this.alongside = { event, ranker, started };
    try {
      if (!(await step())) return false;
      await this.load();
      return true;
    } finally {
      // A step that failed or had run leaves the load unwanted: it stops at its next read.
      abandoned = true;
      this.alongside = null;
      await ranker.catch(() => null);
    }
  }

  /** Stops a load under way (at its next read) and waits for it. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pending?.catch(() => null);
  }

  private async refresh(key: string): Promise<LiveRanker | null> {
    const event = await liveEventId(this.db);
    if (event === null) {
      this.ranker = null;
    } else {
      if (this.ranker?.event !== event) {
        const alongside = this.alongside?.event === event ? this.alongside : null;
        const started = alongside?.started ?? performance.now();
        this.ranker = null;
        this.loading = true;
        try {
          this.ranker = await (alongside?.ranker ?? loadRanker(this.db, event, () => this.closed));
        } finally {
          this.loading = false;
        }
        this.timings.loadMs = performance.now() - started;
      }
      const results = await loadLiveResults(this.db, event, this.ranker.elementSlots);
      const started = performance.now();
      this.ranker.update(results);
      this.timings.updateMs = performance.now() - started;
    }
    this.key = key;
    return this.ranker;
  }
}
