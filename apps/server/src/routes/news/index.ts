// The Scout's public calls: pages of news and videos, one item, the Most Valuable Teams
// (api-shapes §15) and the clubs' set-piece notes (api-shapes §17).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { PUBLIC_CACHE_CONTROL } from '../../services/public-cache';

/** Teams listed by stats/most-valuable-teams/ (SPEC §2: top 5). */
const MOST_VALUABLE = 5;

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

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
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return mostValuableTeams(db, MOST_VALUABLE);
    },
  );

  app.get(
    '/api/team/set-piece-notes/',
    { schema: { response: { 200: SetPieceNotes } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const [first] = await eventDeadlines(db);
      return setPieceNotes(db, first?.deadline_time ?? new Date(0));
    },
  );
}
