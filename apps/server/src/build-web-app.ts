// `npm start` builds the web app in a child process while the server already answers and
// prepares the demo: the two overlap instead of the build delaying the first page.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the web app (`npm run build --workspace @ofl/web`); a failed build stops the server. */
export function buildWebApp(say: (line: string) => void): Promise<void> {
  const started = performance.now();
  say('Building the web app ...');
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@ofl/web'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      say(`Building the web app failed: ${error.message}`);
      process.exit(1);
    });
    child.on('close', (code) => {
      if (code === 0) {
        say(`The web app is built (${((performance.now() - started) / 1000).toFixed(1)} s).`);
        resolve();
        return;
      }
      process.stderr.write(output);
      say(`Building the web app failed (exit code ${code}).`);
      process.exit(1);
    });
  });
}
