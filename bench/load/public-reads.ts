// Public reads under load: the server's cached payloads (bootstrap-static, fixtures, a
// gameweek's live points, a player's summary, gzipped as browsers ask) against nginx serving
// the very same bytes from a file, in the same run, when nginx is installed. Goal: at least
// half of nginx's requests per second.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, startServer } from '../../apps/server/test/server-process';

const PATHS = [
  '/api/bootstrap-static/',
  '/api/fixtures/',
  '/api/event/1/live/',
  '/api/element-summary/1/',
];
const GZIP = { 'accept-encoding': 'gzip' };

export interface ReadFigure {
  path: string;
  bytes: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  nginxPerSecond: number | null;
}

const hammer = (url: string, seconds: number) =>
  autocannon({ url, connections: 50, duration: seconds, headers: GZIP });

function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim().split('\n')[0]! : null;
}

/** nginx, one worker (as the server runs one process), serving `files` (name -> gzipped bytes) as gzipped JSON. */
async function startNginx(binary: string, files: Map<string, Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-nginx-'));
  for (const [name, bytes] of files) writeFileSync(join(dir, name), bytes);
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir};
    location / { default_type application/json; add_header Content-Encoding gzip; } } }`,
  );
  const child = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Measures each public path for `seconds`, on an embedded demo with one gameweek played. */
export async function benchPublicReads(seconds = 8): Promise<ReadFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ofl-reads-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_MANAGERS: '0', DEMO_GAMEWEEK: '2' });
  const figures: ReadFigure[] = [];
  const bodies = new Map<string, Buffer>();
  try {
    for (const path of PATHS) {
      const response = await fetch(server.url + path, { headers: GZIP });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      // fetch undoes the gzip; nginx gets the same bytes compressed as the server sends them.
      const body = gzipSync(Buffer.from(await response.arrayBuffer()));
      bodies.set(path.replaceAll('/', '_'), body);
      const result = await hammer(server.url + path, seconds);
      figures.push({
        path,
        bytes: body.length,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        nginxPerSecond: null,
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const binary = nginxBinary();
  if (binary) {
    const nginx = await startNginx(binary, bodies);
    try {
      for (const figure of figures) {
        const result = await hammer(`${nginx.url}/${figure.path.replaceAll('/', '_')}`, seconds);
        figure.nginxPerSecond = result.requests.average;
      }
    } finally {
      await nginx.stop();
    }
  }
  return figures;
}
