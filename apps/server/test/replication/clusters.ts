// A PostgreSQL primary and a streaming hot standby of it, each a cluster of its own in a
// temporary folder on a free port, from the PostgreSQL binaries on this machine. Small and
// owned by the test: a base backup of a shared server would copy every database on it.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../server-process';

/** Where Debian's PostgreSQL packages put the server binaries, newest first. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface Cluster {
  port: number;
  dataDir: string;
  url(database?: string): string;
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, database?: string): Promise<T[]>;
  start(): void;
  /** Stops the server, ending its connections at once (`fast`), as a shutdown would. */
  stop(): Promise<void>;
}

export interface Replication {
  primary: Cluster;
  standby: Cluster;
  /** Stops both servers and removes their folders; safe to call twice. */
  remove(): void;
}

/** PostgreSQL refuses to run as root: as root, the binaries run as the `postgres` user. */
const asRoot = userInfo().uid === 0;

/** The file and arguments that run one of the binaries. */
const command = (bin: string, name: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]]
    : [join(bin, name), args];

function run(bin: string, name: string, args: string[]): string {
  const [file, argv] = command(bin, name, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function cluster(bin: string, dataDir: string, port: number, socketDir: string): Cluster {
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    dataDir,
    url,
    async query<T>(sql: string, database?: string) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    start() {
      run(bin, 'pg_ctl', [
        ...['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-t', '60'],
        ...['-o', `-p ${port} -k ${socketDir}`, 'start'],
      ]);
    },
    async stop() {
      await new Promise<void>((resolve, reject) => {
        const [file, argv] = command(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        execFile(file, argv, (error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/**
 * Starts a fresh primary with a database `database`, then a hot standby streaming from it
 * (pg_basebackup -R). Whatever happens, `remove()` (also run when the process exits) leaves
 * no server running and no folder behind.
 */
export async function startReplication(database: string): Promise<Replication> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const root = mkdtempSync(join(tmpdir(), 'ofl-replication-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const started: Cluster[] = [];
  const remove = () => {
    for (const c of started.splice(0)) {
      spawnSync(...command(bin, 'pg_ctl', ['-D', c.dataDir, '-m', 'immediate', '-w', 'stop']));
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', remove);
  try {
    const primary = cluster(bin, join(root, 'primary'), await freePort(), root);
    // trust for local connections and replication, as initdb writes it with -A trust.
    run(bin, 'initdb', ['-D', primary.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    appendFileSync(
      join(primary.dataDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        'wal_level = replica',
        'max_wal_senders = 4',
        // A test database: durability is not what is tested, speed on a busy machine is.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    primary.start();
    started.push(primary);
    await primary.query(`create database ${database}`);

    const standby = cluster(bin, join(root, 'standby'), await freePort(), root);
    run(bin, 'pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', standby.dataDir, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
    ]);
    appendFileSync(join(standby.dataDir, 'postgresql.conf'), 'hot_standby = on\n');
    standby.start();
    started.push(standby);
    return {
      primary,
      standby,
      remove: () => {
        process.removeListener('exit', remove);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
