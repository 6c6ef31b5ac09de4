// Read replicas: reads that tolerate a little lag go to streaming replicas of the primary, each
// kept in use only while it answers and has replayed the primary's writes within a bound.
// Where a read may go is set per unit of work (a request) by `readingFromReplicas`; everything
// else, every write and every transaction, stays on the primary. A read asks a replica only when
// the replica has replayed at least the position the work needs: the position after the
// manager's own last write (read-your-writes, carried by the caller), and the position this
// process last fenced at (after each change notification), so a payload kept until the next
// change is never built from data older than the change.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { isConnectionLost } from './database-errors';

/** A WAL position as PostgreSQL prints it ('16/B374D848'), as a number to compare; else null. */
export function walPosition(text: unknown): bigint | null {
  const match = typeof text === 'string' ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

/**
 * One unit of work's reads: the position they need, and where they went so far. A unit of work
 * never reads older data than it has already read: once on the primary it stays there, and on
 * a replica it keeps to that one (a replica's replay only moves forward).
 */
export interface ReadWork {
  after: bigint;
  source?: Replica | 'primary';
}

const scope = new AsyncLocalStorage<ReadWork>();

/**
 * Runs `work` where single-statement reads may go to a replica that has replayed at least
 * `after` (a position from `ReplicaSet.writePosition`, 0 for any).
 */
export function readingFromReplicas<T>(work: () => T, after = 0n): T {
  return scope.run({ after } satisfies ReadWork, work);
}

/** Runs `work` with every statement on the primary, also inside `readingFromReplicas`. */
export function readingFromPrimary<T>(work: () => T): T {
  return scope.exit(work);
}

export interface Replica {
  url: string;
  pool: pg.Pool;
  /** Position replayed at the last check. */
  replayed: bigint;
  /** Answered the last check and was within the lag bound. */
  usable: boolean;
  lagMs: number;
  checking: boolean;
}

/** How a replica stood at its last check, for logs and tests. */
export interface ReplicaState {
  url: string;
  usable: boolean;
  lagMs: number;
}

export interface ReplicaSetOptions {
  urls: string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  maxLagMs: number;
  /** Connections of each replica's pool. */
  poolSize: number;
  /** How often each replica's position is checked. */
  checkEveryMs?: number;
}

/** PostgreSQL's WAL page, and the header that starts a segment's first page (the longest). */
const WAL_PAGE = 8192n;
const LONG_PAGE_HEADER = 40n;

/** The longest a read may wait on a replica before it is asked of the primary instead. */
const REPLICA_QUERY_TIMEOUT_MS = 10_000;

type Query = (...args: unknown[]) => Promise<unknown>;

/** The replicas of one primary, their health, and the choice of one for each read. */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private readonly checkEveryMs: number;
  /** The primary's positions at recent checks, oldest first: how far behind a replica is. */
  private history: { at: number; position: bigint }[] = [];
  private floor = 0n;
  private fenced: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private next = 0;
  private closed = false;

  constructor(
    private readonly queryPrimary: Query,
    private readonly options: ReplicaSetOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 200;
    this.replicas = options.urls.map((url) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolSize,
        application_name: 'ofl-replica-reads',
        // A replica that stopped answering must not hold a request for long: the read then
        // goes to the primary.
        connectionTimeoutMillis: Math.max(1_000, options.maxLagMs),
        query_timeout: REPLICA_QUERY_TIMEOUT_MS,
      });
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      return { url, pool, replayed: 0n, usable: false, lagMs: Infinity, checking: false };
    });
  }

  /** Checks the replicas once (so they serve from the first request), then keeps checking. */
  async start(): Promise<void> {
    await this.check();
    const loop = () => {
      if (this.closed) return;
      this.timer = setTimeout(() => void this.check().finally(loop), this.checkEveryMs);
    };
    loop();
  }

  /** How each replica stood at its last check. */
  states(): ReplicaState[] {
    return this.replicas.map(({ url, usable, lagMs }) => ({ url, usable, lagMs }));
  }

  /**
   * The primary's position now: every write committed before this call is at or before it.
   * The insert position, not the written one: with synchronous_commit off a commit is answered
   * before its record is written out. But at the start of a page the insert position points
   * past the page's header, where no record ends: then nothing is inserted beyond the written
   * position, which a replica that has replayed everything reports.
   */
  async writePosition(): Promise<bigint> {
    const { rows } = (await this.queryPrimary(
      `select pg_current_wal_insert_lsn()::text as inserted, pg_current_wal_lsn()::text as written`,
    )) as { rows: { inserted: string; written: string }[] };
    const inserted = walPosition(rows[0]?.inserted) ?? 0n;
    const written = walPosition(rows[0]?.written) ?? 0n;
    const headerOnly = written % WAL_PAGE === 0n && inserted - written <= LONG_PAGE_HEADER;
    return headerOnly ? written : inserted;
  }

  /**
   * From now on reads in this process need a replica that has replayed the primary's present
   * position: called when a change is notified, before anyone hears of it.
   */
  fence(): void {
    const raised = this.writePosition().then(
      (position) => {
        if (position > this.floor) this.floor = position;
      },
      // The primary did not answer: nothing is served until it does.
      () => {},
    );
    this.fenced = Promise.all([this.fenced, raised]).then(() => {});
  }

  /**
   * Runs one read of `work` on a replica that has replayed what it needs, else (or when it
   * fails) on the primary.
   */
  async read(work: ReadWork, onReplica: (pool: pg.Pool) => Promise<unknown>, onPrimary: Query) {
    await this.fenced;
    const replica =
      work.source === undefined
        ? this.pick(work.after > this.floor ? work.after : this.floor)
        : work.source !== 'primary' && work.source.usable
          ? work.source
          : null;
    work.source = replica ?? 'primary';
    if (!replica) return onPrimary();
    try {
      return await onReplica(replica.pool);
    } catch (error) {
      // Whatever failed there (a replica going away, a read cancelled by replay, a statement
      // that writes) is asked of the primary: a read gives the same answer or the same error.
      if (isConnectionLost(error) || /timeout/i.test(String(error))) replica.usable = false;
      work.source = 'primary';
      return onPrimary();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => {})));
  }

  /** The next usable replica (in turn) that has replayed `position`. */
  private pick(position: bigint): Replica | null {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count]!;
      if (replica.usable && replica.replayed >= position) {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    return null;
  }

  private async check(): Promise<void> {
    const at = Date.now();
    let position: bigint;
    try {
      position = await this.writePosition();
    } catch {
      return;
    }
    this.history.push({ at, position });
    // Enough history to tell a replica within the bound from one beyond it.
    const keepFrom = at - 2 * this.options.maxLagMs - 2 * this.checkEveryMs;
    while (this.history.length > 2 && this.history[1]!.at < keepFrom) this.history.shift();
    await Promise.all(this.replicas.map((replica) => this.checkReplica(replica)));
  }

  private async checkReplica(replica: Replica): Promise<void> {
    if (replica.checking) {
      // The last check is still waiting: the replica does not answer in time.
      replica.usable = false;
      return;
    }
    replica.checking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), this.options.maxLagMs);
      });
      const answer = replica.pool.query(
        // A replica promoted to primary replays nothing more: its own position stands.
        `select coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as at`,
      );
      answer.catch(() => {});
      const { rows } = await Promise.race([answer, late]);
      const replayed = walPosition((rows[0] as { at?: string } | undefined)?.at) ?? 0n;
      replica.replayed = replayed;
      replica.lagMs = this.lagOf(replayed, Date.now());
      replica.usable = replica.lagMs <= this.options.maxLagMs;
    } catch {
      replica.usable = false;
      replica.lagMs = Infinity;
    } finally {
      clearTimeout(timer);
      replica.checking = false;
    }
  }

  /**
   * How long ago the primary last stood at a position the replica has replayed: the replica
   * lacks at most what was written since. Unknown (Infinity) when older than the history.
   */
  private lagOf(replayed: bigint, now: number): number {
    const missing = this.history.findIndex((h) => h.position > replayed);
    if (missing === -1) return 0;
    if (missing === 0) return Infinity;
    return now - this.history[missing - 1]!.at;
  }
}

/**
 * Sends the pool's single-statement reads inside `readingFromReplicas` to the replicas.
 * Transactions (`connect`) and everything outside such work stay on the primary.
 */
export function routeReads(pool: pg.Pool, replicas: ReplicaSet): void {
  const onPrimary = pool.query.bind(pool) as Query;
  pool.query = ((...args: unknown[]) => {
    const work = scope.getStore();
    const streamed = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
    if (!work || streamed || typeof args.at(-1) === 'function') return onPrimary(...args);
    return replicas.read(
      work,
      (replica) => (replica.query as Query)(...args),
      () => onPrimary(...args),
    );
  }) as typeof pool.query;
}
