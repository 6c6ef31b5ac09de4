// `npm run dev`: the server on port 3000, restarted on change, and the Vite dev server with hot
// reload in front of it (it proxies /api and /accounts to the server).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
