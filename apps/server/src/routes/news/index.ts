// The Scout's public calls: pages of news and videos, one item, the Most Valuable Teams
// (api-shapes §15) and the clubs' set-piece notes (api-shapes §17).
import {
  IdParams,
  MostValuableTeams,
  NewsItem,
  NewsPage,
  NewsQuery,
  SetPieceNotes,
} from '@ofl/api';
import { eventDeadlines, mostValuableTeams } from '@ofl/db';
import { notFound } from '../../errors';
import { readNewsItem, readNewsPage } from '../../services/news';
import { setPieceNotes } from '../../services/set-piece-notes';
import { PUBLIC_CACHE_CONTROL, PublicCache, sendPublic } from '../../cache/public-cache';
import { defineRoutes } from '../define-routes';

/** Teams listed by stats/most-valuable-teams/ (SPEC §2: top 5). */
const MOST_VALUABLE = 5;

export default defineRoutes((app, { db }) => {
  // The Most Valuable Teams move at each deadline and the notes with the players' news: both
  // with the public key, so they are built once per change and served from memory between.
  const cache = new PublicCache();

  app.get(
    '/api/news/',
    { schema: { querystring: NewsQuery, response: { 200: NewsPage } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return readNewsPage(db, request.query);
    },
  );

  app.get(
    '/api/news/:id/',
    { schema: { params: IdParams, response: { 200: NewsItem } } },
    async (request, reply) => {
      const item = await readNewsItem(db, request.params.id);
      if (!item) throw notFound();
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return item;
    },
  );

  app.get(
    '/api/stats/most-valuable-teams/',
    { schema: { response: { 200: MostValuableTeams } } },
    async (request, reply) =>
      sendPublic(request, reply, cache, 'most-valuable-teams', () =>
        mostValuableTeams(db, MOST_VALUABLE),
      ),
  );

  app.get(
    '/api/team/set-piece-notes/',
    { schema: { response: { 200: SetPieceNotes } } },
    async (request, reply) =>
      sendPublic(request, reply, cache, 'set-piece-notes', async () => {
        const [first] = await eventDeadlines(db);
        return setPieceNotes(db, first?.deadline_time ?? new Date(0));
      }),
  );
});
