// The Scout: news items, videos and team news.
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const newsItems = pgTable('news_items', {
  id: serial('id').primaryKey(),
  /** TEXT or VIDEO. */
  type: text('type').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  summary: text('summary'),
  body: text('body'),
  date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
  tags: text('tags').array().notNull().default([]),
  references: jsonb('references').$type<Record<string, unknown>[]>().notNull().default([]),
  related: integer('related').array().notNull().default([]),
  duration: integer('duration'),
});
