// The Scout (SPEC §3 News item): our own news articles and videos, the operator's calls that
// write them, the Most Valuable Teams and the clubs' set-piece notes.
import { z } from 'zod';
import { int } from './common';

/** An article or a video. */
const NewsType = z.enum(['TEXT', 'VIDEO']);

/** An item's stable name: lower-case letters, digits and dashes. */
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A player, club or fixture an item is about. */
export const NewsReference = z.object({
  type: z.enum(['player', 'team', 'fixture']),
  id: z.number(),
});
export type NewsReference = z.infer<typeof NewsReference>;

/** A related item, as listed under an article. */
export const RelatedNews = z.object({ id: z.number(), title: z.string(), date: z.string() });
export type RelatedNews = z.infer<typeof RelatedNews>;

/** One news item or video (the content service's fields, SPEC §3). */
export const NewsItem = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  type: NewsType,
  title: z.string(),
  subtitle: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  /** The body as sanitised HTML (empty for a video). */
  body: z.string(),
  date: z.string(),
  tags: z.array(z.string()),
  related: z.array(RelatedNews),
  references: z.array(NewsReference),
  hotlinkUrl: z.string().nullable(),
  leadMedia: z.null(),
  thumbnail: z.null(),
  /** A video's length in seconds. */
  duration: z.number().nullable(),
  closedCaptioned: z.boolean(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** GET news/: a page of items, newest first. */
export const NewsPage = z.object({
  pageInfo: z.object({
    page: z.number(),
    numPages: z.number(),
    pageSize: z.number(),
    numEntries: z.number(),
  }),
  content: z.array(NewsItem),
});
export type NewsPage = z.infer<typeof NewsPage>;

export const NewsQuery = z.object({
  type: NewsType.optional(),
  tag: z.string().max(100).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** `:slug` of /api/operator/news/:slug/. */
export const SlugParams = z.object({ slug: z.string().regex(SLUG_PATTERN) });

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .nullable()
    .optional();

/** POST operator/news/: an article or video, written or rewritten by its slug. */
export const NewsInput = z.object({
  slug: z
    .string({ error: 'This field is required.' })
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and dashes.'),
  type: NewsType.default('TEXT'),
  title: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(200, 'Ensure this field has no more than 200 characters.'),
  subtitle: optionalText(300),
  summary: optionalText(1000),
  body: z.string().max(100_000, 'The body is too long.').default(''),
  date: z.iso.datetime({ offset: true, error: 'Enter a date and time in ISO 8601.' }).optional(),
  // The Scout lists the items of its tag (SPEC §2 News): an article carries it unless told.
  tags: z.array(z.string().trim().min(1).max(100)).max(20).default(['Fantasy Football Scout']),
  related: z.array(z.string().max(100)).max(10).default([]),
  references: z.array(NewsReference).max(50).default([]),
  hotlinkUrl: z
    .url({ protocol: /^https?$/, error: 'Enter an http or https address.' })
    .nullable()
    .optional(),
  duration: int.min(0).max(86_400).nullable().optional(),
});
export type NewsInput = z.input<typeof NewsInput>;
/** An article as parsed: every default filled in. */
export type NewsArticle = z.infer<typeof NewsInput>;

/** GET stats/most-valuable-teams/ (api-shapes §15): value at the last deadline, with the bank. */
export const MostValuableTeam = z.object({
  entry: z.number(),
  name: z.string(),
  player_name: z.string(),
  value_with_bank: z.number(),
  total_transfers: z.number(),
});
export type MostValuableTeam = z.infer<typeof MostValuableTeam>;
export const MostValuableTeams = z.array(MostValuableTeam);

/** GET team/set-piece-notes/ (api-shapes §17). */
export const SetPieceNotes = z.object({
  last_updated: z.string(),
  teams: z.array(
    z.object({
      id: z.number(),
      notes: z.array(
        z.object({
          external_link: z.boolean(),
          info_message: z.string(),
          source_link: z.string(),
        }),
      ),
    }),
  ),
});
export type SetPieceNotes = z.infer<typeof SetPieceNotes>;
