// Starts the real server (`apps/server/src/server.ts`) as a child process and waits for it: for
// the tests of several server processes, and for the load benchmarks, so the load generator and
// the server do not share a process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs the server with `env` until it prints its address (a fresh demo may take a while). */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []),
      '--import',
      'tsx',
      'apps/server/src/server.ts',
    ],
    { env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), ...env }, stdio: 'pipe' },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
