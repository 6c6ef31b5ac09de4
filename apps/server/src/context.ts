// What every route can reach: the database, the game clock and the wall clock (for security
// timings such as session expiry and sign-in throttling, which never follow the game clock).
import type { Database, Db } from '@ofl/db';
import type { Background } from './background';
import type { Clock } from './cache/clock';
import type { PublicFastPath } from './cache/public-fast-path';
import type { GameRulesSource } from './services/planning/squads-rules';
import type { LiveRanks } from './live/live-ranks';
import type { PublicVersion } from './cache/public-version';
import type { SessionCache } from './cache/session-cache';
import type { SessionUser } from './session-user';

export type { SessionUser };

export interface AppContext {
  database: Database;
  db: Db;
  clock: Clock;
  wallNow: () => Date;
  /** Cookies get the Secure flag when the site is served over https. */
  secureCookies: boolean;
  /** Bearer token of the operator routes; null when they are switched off. */
  operatorToken: string | null;
  /** The site's public origin (e.g. https://fantasy.example): links in mails start with it,
   * never with a request's Host header. */
  publicUrl: string;
  /** Work a request starts without waiting for it. */
  background: Background;
  /** The public payloads' cache key, kept in memory between changes. */
  publicVersion: PublicVersion;
  /** Public payloads answered again from memory, before any parsing or routing. */
  publicFastPath: PublicFastPath;
  /** Signed-in users by session, kept between changes. */
  sessions: SessionCache;
  /** The game rules, read once per change of the public key. */
  gameRules: GameRulesSource;
  /** This process's live ranker of the gameweek being played. */
  liveRanks: LiveRanks;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request from the session cookie. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}
