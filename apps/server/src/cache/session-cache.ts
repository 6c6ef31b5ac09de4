// Signed-in users by session token, kept in memory for a short while so a request asks the
// database nothing about its session. A session ended anywhere (sign-out, a password changed or
// reset, in this process or any other on the same PostgreSQL server) notifies `ofl_sessions`
// from a trigger, and every process forgets what it kept; this process forgets at once too
// (forget). An expired session is never answered from memory.
import type { Database } from '@ofl/db';
import type { SessionUser } from '../session-user';
import { NotifiedCache } from './notified-cache';

export const SESSIONS_CHANNEL = 'ofl_sessions';

/** Sessions kept at most; past this the memory starts over (a rush of new visitors). */
const MAX_KEPT = 100_000;

interface Kept {
  user: SessionUser;
  expiresAt: number;
  until: number;
}

export class SessionCache extends NotifiedCache {
  private kept = new Map<string, Kept>();

  constructor(
    database: Database,
    private readonly wallNow: () => Date,
    /** How long a session may be kept without a notification; 0 keeps none. */
    ttlMs: number,
  ) {
    super(database, SESSIONS_CHANNEL, ttlMs);
  }

  /** Forgets every session kept: the next request of each reads its session again. */
  forget(): void {
    this.changed();
  }

  protected dropKept(): void {
    this.kept.clear();
  }

  /** Where a session read now should be handed back to, so a change meanwhile wins. */
  mark(): number {
    return this.generation;
  }

  /** The user of a session kept and still good, else undefined. */
  get(tokenHash: string): SessionUser | undefined {
    const kept = this.kept.get(tokenHash);
    if (!kept) return undefined;
    const now = this.wallNow().getTime();
    if (now < kept.until && now < kept.expiresAt) return kept.user;
    this.kept.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session read from the database since `mark`, unless a change came meanwhile. */
  keep(mark: number, tokenHash: string, user: SessionUser, expiresAt: Date): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    const until = this.wallNow().getTime() + this.ttlMs;
    this.kept.set(tokenHash, { user, expiresAt: expiresAt.getTime(), until });
  }
}
