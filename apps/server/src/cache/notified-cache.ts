// What a cache kept in memory needs to forget in time: it listens on a channel that triggers
// notify, in this process or any other on the same PostgreSQL server, and forgets what it kept
// on each notification. A generation moves on with each change, so a value read while a change
// arrived is not kept. With `ttlMs` 0 nothing is kept and nothing listened to.
import type { Database } from '@ofl/db';

export abstract class NotifiedCache {
  /** Moves on with each change, so a value read while a change arrived is not kept. */
  protected generation = 0;
  private stop: (() => Promise<void>) | null = null;

  constructor(
    protected readonly database: Database,
    private readonly channel: string,
    /** How long a value may be kept without a notification; 0 keeps none. */
    protected readonly ttlMs: number,
  ) {}

  /** Starts listening for changes (a no-op when nothing is kept). */
  async start(): Promise<void> {
    if (this.ttlMs > 0) {
      this.stop = await this.database.listen(this.channel, () => this.changed());
    }
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  /** Forgets everything kept: the next request reads it again. */
  changed(): void {
    this.generation += 1;
    this.dropKept();
  }

  /** Drops what is kept, after the generation moved on. */
  protected abstract dropKept(): void;
}
