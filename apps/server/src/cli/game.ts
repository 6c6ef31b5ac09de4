// The operator's commands: `npm run game -- <command>` (see HELP in commands.ts). With the
// embedded database while the server runs (it owns the folder), the command is sent to the
// server, which runs it and streams the report back; otherwise it runs here.
import { resolve } from 'node:path';
import type { Database } from '@ofl/db';
import { readConfig } from '../config';
import { startFollowLoop } from '../follow/follow-upstream';
import { HELP, UsageError, checkCommand, folderIndex, runCommand } from './commands';
import { openDatabaseFromEnv } from './open-from-env';
import { readServerHandle, runOnServer } from './server-handle';

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(argv: string[]) {
  const [command] = argv;
  if (!command || command === 'help' || command === '--help') return print(HELP);
  checkCommand(argv);
  // A folder or file is named from where the command was typed; the server may run elsewhere.
  const from = process.env.INIT_CWD ?? process.cwd();
  if (command === 'import' || command === 'new-season') {
    const folder = folderIndex(argv);
    argv = argv.map((a, i) => (i === folder ? resolve(from, a) : a));
  }
  if (command === 'news' && (argv[1] === 'add' || argv[1] === 'edit')) {
    argv = argv.map((a, i) => (i === 2 ? resolve(from, a) : a));
  }
  const config = readConfig();
  const server = config.databaseUrl ? null : readServerHandle(config.dataDir);
  if (server) {
    print(`The server at ${server.url} owns the embedded database: it runs the command.`);
    return runOnServer(server, argv, print);
  }
  const database = await openDatabaseFromEnv();
  try {
    await runCommand(database, argv, print);
    if (command === 'follow') await followUntilStopped(database);
  } finally {
    await database.close();
  }
}

/** With no server to poll the upstream, this command does, until Ctrl-C. */
async function followUntilStopped(database: Database) {
  print('Following; Ctrl-C stops (the server, once started, follows on).');
  const stop = startFollowLoop(database, {
    say: print,
    onError: (error) => print(`Error: ${error instanceof Error ? error.message : String(error)}`),
  });
  await new Promise((resolve) => process.once('SIGINT', resolve));
  await stop();
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`${error instanceof UsageError ? '' : 'Error: '}${error.message}\n`);
  process.exit(1);
});
