// CPU seconds spent on a piece of work, by this process and by the database server's backends
// serving the benchmark's database (read from /proc: the server runs on this machine). On a
// shared machine the wall time grows with everyone else's load; the CPU time does not.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** utime + stime of one process in seconds; 0 when it is gone or /proc cannot be read. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A snapshot of CPU seconds per backend of `database`, and of this process. */
export async function cpuSnapshot(admin: pg.Client, database: string) {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [database],
  );
  const backends = new Map(rows.map((r) => [r.pid, processSeconds(r.pid)]));
  const usage = process.cpuUsage();
  return { backends, node: (usage.user + usage.system) / 1e6 };
}

/** CPU seconds of the database backends and of Node between two snapshots. */
export async function cpuSince(
  admin: pg.Client,
  database: string,
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
) {
  const after = await cpuSnapshot(admin, database);
  let backends = 0;
  for (const [pid, seconds] of after.backends) {
    backends += seconds - (before.backends.get(pid) ?? 0);
  }
  return { database: backends, node: after.node - before.node };
}
