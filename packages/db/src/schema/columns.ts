// Column builders the tables share.
import { integer, smallint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment, stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** The row that owns this one (an entry, a league, a user): deleting the owner deletes it. */
export const ownerColumn = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** The id of a table of one row. */
export const singleRowIdColumn = () => smallint('id').primaryKey().default(1);
