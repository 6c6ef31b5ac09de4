// Who of a league counts in a gameweek's table: a member who joined by its deadline. The classic
// standings (their new entries), the live tables and the live ranker all read membership so.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The condition that the membership `le` (league_entries) counts in the table of gameweek
 * `event`: it was made by that gameweek's deadline. Its negation lists the new entries, through
 * the (league_id, joined_at) index.
 */
export const inTableOf = (event: number | SQL | Placeholder) =>
  sql`le.joined_at <= (select deadline_time from events where id = ${event})`;
