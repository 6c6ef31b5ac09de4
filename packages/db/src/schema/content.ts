// The Scout: news items and videos.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    /** A stable name: an operator's file names its article by it, the game its own news. */
    slug: text('slug').unique(),
    /** TEXT or VIDEO. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    summary: text('summary'),
    /** The body in Markdown, as written. */
    body: text('body'),
    /** The body rendered once, when written, and sanitised: what pages show. */
    bodyHtml: text('body_html').notNull().default(''),
    /** A video's address (videos are links; nothing is hosted). */
    hotlinkUrl: text('hotlink_url'),
    /** 'operator' or 'game' (the news the game writes itself). */
    source: text('source').notNull().default('operator'),
    date: timestamptz('date').notNull(),
    tags: text('tags').array().notNull().default([]),
    references: jsonb('references').$type<Record<string, unknown>[]>().notNull().default([]),
    related: integer('related').array().notNull().default([]),
    duration: integer('duration'),
  },
  (t) => [index('news_items_date_idx').on(t.date.desc(), t.id.desc())],
);
