// Column builders the tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment, stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
