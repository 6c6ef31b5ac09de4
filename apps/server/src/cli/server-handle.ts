// How the command line reaches a running server that owns the embedded database: the server
// leaves its address and an operator token in the data folder, readable by its owner only, and
// the command line sends the command there and prints the lines the server streams back.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirHolder } from '@ofl/db';
import { UsageError } from './usage-error';

/** The running server's address and the token its operator routes accept. */
export interface ServerHandle {
  url: string;
  token: string;
}

const FILE = 'server.json';

/** Leaves the handle for the command line; only the folder's owner may read it. */
export function writeServerHandle(dataDir: string, handle: ServerHandle): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(handle), { mode: 0o600 });
}

export function removeServerHandle(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}

/** The handle of the live process that owns the folder, or null when no server runs there. */
export function readServerHandle(dataDir: string): ServerHandle | null {
  if (dataDirHolder(dataDir) === null) return null;
  try {
    const handle = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as Partial<ServerHandle>;
    return typeof handle.url === 'string' && typeof handle.token === 'string'
      ? { url: handle.url, token: handle.token }
      : null;
  } catch {
    return null;
  }
}

/** One line of the server's answer: a line of the report, or how the command ended. */
export type CommandMessage = { line: string } | { done: true } | { error: string };

/** Sends a command to the server and says each line of its report; throws what it failed on. */
export async function runOnServer(
  handle: ServerHandle,
  argv: readonly string[],
  say: (line: string) => void,
): Promise<void> {
  // The double-submit CSRF check wants the same value in the cookie and the header.
  const response = await fetch(new URL('/api/operator/command/', handle.url), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${handle.token}`,
      'content-type': 'application/json',
      cookie: 'csrftoken=operator',
      'x-csrftoken': 'operator',
    },
    body: JSON.stringify({ args: argv }),
  });
  if (response.status === 400) {
    // The command line was wrong: the server says how, as `npm run game` itself would.
    const body = (await response.json().catch(() => ({}))) as { args?: unknown };
    const message = Array.isArray(body.args) ? body.args.join('\n') : 'Bad command.';
    throw new UsageError(message);
  }
  if (!response.ok || !response.body) {
    throw new Error(`The server at ${handle.url} refused the command (${response.status}).`);
  }
  let buffered = '';
  let ended: CommandMessage | null = null;
  const decoder = new TextDecoder();
  const handleLine = (text: string) => {
    if (!text) return;
    const message = JSON.parse(text) as CommandMessage;
    if ('line' in message) say(message.line);
    else ended = message;
  };
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    lines.forEach(handleLine);
  }
  handleLine(buffered);
  const end = ended as CommandMessage | null;
  if (end === null) throw new Error('The server stopped before the command ended.');
  if ('error' in end) throw new Error(end.error);
}
