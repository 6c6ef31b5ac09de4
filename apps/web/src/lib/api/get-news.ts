import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem, NewsPage } from '@ofl/api';

import { api } from '../api-client';

export type { NewsItem, NewsPage } from '@ofl/api';

/** What a news list asks for: one type, one tag, how many. */
export interface NewsFilter {
  type?: 'TEXT' | 'VIDEO';
  tag?: string;
  pageSize: number;
}

/** `GET news/`: a page of The Scout's items, newest first. */
export function getNews(filter: NewsFilter): Promise<NewsPage> {
  const query = new URLSearchParams({ pageSize: String(filter.pageSize) });
  if (filter.type) query.set('type', filter.type);
  if (filter.tag) query.set('tag', filter.tag);
  return api.get<NewsPage>(`/api/news/?${query}`);
}

export function useNews(filter: NewsFilter) {
  return useQuery(
    queryOptions({ queryKey: ['news', filter], queryFn: () => getNews(filter), staleTime: 60_000 }),
  );
}

/** `GET news/{id}/`: one item; asked only for an id. */
export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: ['news-item', id],
    queryFn: () => api.get<NewsItem>(`/api/news/${id}/`),
    enabled: id !== null,
  });
}
