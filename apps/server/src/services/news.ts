// The Scout's content: reading pages of news, writing an article or video (from the operator's
// call or a Markdown file with front matter) and removing one.
import { parse as parseYaml } from 'yaml';
import { NewsInput, type NewsArticle, type NewsItem, type NewsPage } from '@ofl/api';
import {
  newsItem,
  newsPage,
  newsTitles,
  removeNews,
  upsertNews,
  type NewsRow,
  type Tx,
} from '@ofl/db';
import { renderMarkdown } from '../presenters/markdown';
import { databaseClock } from '../cache/clock';

/** Related items shown under an article (SPEC §2 News: 2 related items per news). */
const RELATED_SHOWN = 2;

async function present(db: Tx, rows: NewsRow[]): Promise<NewsItem[]> {
  const titles = new Map(
    (await newsTitles(db, [...new Set(rows.flatMap((r) => r.related))])).map((t) => [t.id, t]),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    type: r.type,
    title: r.title,
    subtitle: r.subtitle,
    summary: r.summary,
    description: r.summary,
    body: r.body_html,
    date: new Date(r.date).toISOString(),
    tags: r.tags,
    related: r.related
      .map((id) => titles.get(id))
      .filter((t) => t !== undefined)
      .slice(0, RELATED_SHOWN)
      .map((t) => ({ id: t.id, title: t.title, date: new Date(t.date).toISOString() })),
    references: r.references,
    hotlinkUrl: r.hotlink_url,
    leadMedia: null,
    thumbnail: null,
    duration: r.duration,
    closedCaptioned: false,
  }));
}

export async function readNewsPage(
  db: Tx,
  query: { type?: 'TEXT' | 'VIDEO'; tag?: string; page: number; pageSize: number },
): Promise<NewsPage> {
  const { rows, total } = await newsPage(db, query);
  return {
    pageInfo: {
      page: query.page,
      numPages: Math.ceil(total / query.pageSize),
      pageSize: query.pageSize,
      numEntries: total,
    },
    content: await present(db, rows),
  };
}

export async function readNewsItem(db: Tx, id: number): Promise<NewsItem | null> {
  const row = await newsItem(db, id);
  return row ? ((await present(db, [row]))[0] ?? null) : null;
}

/**
 * Writes an operator's article or video by its slug, its Markdown rendered and sanitised once
 * here; dated now on the game clock unless it gives its own date.
 */
export async function writeArticle(db: Tx, item: NewsArticle): Promise<NewsItem> {
  const date = item.date ? new Date(item.date) : await databaseClock(db).now();
  const id = await upsertNews(db, {
    slug: item.slug,
    type: item.type,
    title: item.title,
    subtitle: item.subtitle ?? null,
    summary: item.summary ?? null,
    body: item.body,
    bodyHtml: renderMarkdown(item.body),
    hotlinkUrl: item.hotlinkUrl ?? null,
    source: 'operator',
    date,
    tags: item.tags,
    references: item.references,
    related: item.related,
    duration: item.duration ?? null,
  });
  return (await readNewsItem(db, id))!;
}

export const removeArticle = removeNews;

/** A Markdown file's front matter (YAML between two `---` lines) and its body. */
export function parseArticleFile(text: string): NewsArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('The file needs front matter between two --- lines first.');
  const front: unknown = parseYaml(match[1]!);
  if (typeof front !== 'object' || front === null || Array.isArray(front)) {
    throw new Error('The front matter must be a list of fields (title: ..., slug: ...).');
  }
  const fields = front as Record<string, unknown>;
  // YAML reads an unquoted date as a Date; the contract wants ISO text.
  const date = fields.date instanceof Date ? fields.date.toISOString() : fields.date;
  const parsed = NewsInput.safeParse({ ...fields, date, body: match[2]!.trim() });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`);
    throw new Error(`The article is not valid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
