// Accounts: users, sessions, password resets, the operator's mail outbox, sign-in throttling.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, timestamptz } from './columns';

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
  createdAt: createdAtColumn(),
});

/** The user a row belongs to: deleting the user deletes it. */
export const userIdColumn = () => ownerColumn('user_id', () => users.id);

/** A token the user was given, kept only by its hash. */
const userTokenColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: userIdColumn(),
});

/** A signed-in browser. The cookie holds the token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  ...userTokenColumns(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Mail the game would send; an operator reads it with `npm run game -- outbox`. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAtColumn(),
});

/** Failed sign-ins per client address in the current window, to slow down guessing. */
export const signInFailures = pgTable('sign_in_failures', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamptz('window_start').notNull(),
  lastFailure: timestamptz('last_failure').notNull(),
});
