// Accounts: users, sessions, password resets, the operator's mail outbox, sign-in throttling.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCodeShort: text('iso_code_short').notNull(),
  isoCodeLong: text('iso_code_long').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased, so sign-in ignores case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  region: integer('region')
    .notNull()
    .references(() => regions.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A signed-in browser. The cookie holds the token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Mail the game would send; an operator reads it with `npm run game -- outbox`. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Failed sign-ins per client address in the current window, to slow down guessing. */
export const signInFailures = pgTable('sign_in_failures', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  lastFailure: timestamp('last_failure', { withTimezone: true, mode: 'date' }).notNull(),
});
