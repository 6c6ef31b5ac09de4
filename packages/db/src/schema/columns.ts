// Column builders the tables share.
import { smallint, timestamp } from 'drizzle-orm/pg-core';

/** A moment, stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** The id of a table of one row. */
export const singleRowIdColumn = () => smallint('id').primaryKey().default(1);
