// The cache key of the public payloads, kept in memory so a cached hit asks the database
// nothing. Whatever moves the key (the data version, the deadlines, the fixtures' progress, the
// game clock) notifies the `ofl_public` channel from a trigger, in this process or any other
// on the same PostgreSQL server, and the key is read again on the next request. It is also read
// again when the next deadline passes and, as a safety net, after `ttlMs`.
import { nextDeadlineAfter, publicDataKey, readingFromPrimary, type Database } from '@ofl/db';
import type { Clock } from './time-source';
import { NotifiedCache } from './notified-cache';

export const PUBLIC_CHANNEL = 'ofl_public';

export class PublicVersion extends NotifiedCache {
  private cached: { key: string; until: number } | null = null;
  private pending: Promise<string> | null = null;
  /** Keys read from the database so far: a new one after each change, even to the same key. */
  private reads = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(
    database: Database,
    private readonly clock: Clock,
    private readonly wallNow: () => Date,
    /** How long a key may be kept without a notification; 0 reads it on every request. */
    ttlMs: number,
  ) {
    super(database, PUBLIC_CHANNEL, ttlMs);
  }

  /** Whether keys are kept, and so changes notified. */
  get notified(): boolean {
    return this.ttlMs > 0;
  }

  /** Calls `listener` after each notified change. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Forgets the key (the next request reads it again) and tells the listeners. */
  protected dropKept(): void {
    this.cached = null;
    for (const listener of this.listeners) listener();
  }

  /** The key held in memory, if it is still good; null when it must be read again. */
  peek(): string | null {
    return this.cached && this.wallNow().getTime() < this.cached.until ? this.cached.key : null;
  }

  /** The current key: from memory while nothing changed, else read once for all waiting. */
  async key(): Promise<string> {
    if (this.cached && this.wallNow().getTime() < this.cached.until) return this.cached.key;
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * The current key and how many times it was read: what is kept beside the key and depends on
   * a change that may leave the key as it was (the game clock moved within a gameweek) is read
   * again when this moves.
   */
  async stamp(): Promise<string> {
    const key = await this.key();
    return `${key}/${this.reads}`;
  }

  /**
   * Read on the primary: the key must be the newest. The payloads built for it may then read
   * a replica only once it has replayed what the key was read from.
   */
  private read(): Promise<string> {
    return readingFromPrimary(async () => {
      const key = await this.readKey();
      this.database.replicas?.fence();
      return key;
    });
  }

  private async readKey(): Promise<string> {
    this.reads += 1;
    const generation = this.generation;
    const { db } = this.database;
    const now = await this.clock.now();
    const key = await publicDataKey(db, now);
    if (this.ttlMs > 0 && generation === this.generation) {
      const next = await nextDeadlineAfter(db, now);
      const untilDeadline = next ? next.getTime() - now.getTime() : Infinity;
      const until = this.wallNow().getTime() + Math.min(this.ttlMs, untilDeadline);
      if (generation === this.generation) this.cached = { key, until };
    }
    return key;
  }
}
