import { openDatabase } from '@ofl/db';
import { readConfig } from '../config';

/** Opens the database the server would open, from the same environment. */
export function openDatabaseFromEnv() {
  const config = readConfig();
  return openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
}
