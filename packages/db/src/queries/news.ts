// The Scout's store: news articles and videos, written by operators and by the game itself.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { managerName } from './entries';

/** A stored news item, its related items' ids as stored. */
export interface NewsRow {
  id: number;
  slug: string | null;
  type: 'TEXT' | 'VIDEO';
  title: string;
  subtitle: string | null;
  summary: string | null;
  body_html: string;
  hotlink_url: string | null;
  date: Date;
  tags: string[];
  references: { type: 'player' | 'team' | 'fixture'; id: number }[];
  related: number[];
  duration: number | null;
}

/** What an operator or the game writes; `related` names other items by slug. */
export interface NewsWrite {
  slug: string;
  type: 'TEXT' | 'VIDEO';
  title: string;
  subtitle: string | null;
  summary: string | null;
  body: string;
  bodyHtml: string;
  hotlinkUrl: string | null;
  source: 'operator' | 'game';
  date: Date;
  tags: string[];
  references: { type: 'player' | 'team' | 'fixture'; id: number }[];
  related: string[];
  duration: number | null;
}

const COLUMNS = sql`id, slug, type, title, subtitle, summary, body_html, hotlink_url,
  date, tags, "references", related, duration`;

/** A page of items, newest first, optionally of one type and carrying one tag. */
export async function newsPage(
  db: Tx,
  filter: { type?: 'TEXT' | 'VIDEO'; tag?: string; page: number; pageSize: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = sql`(${filter.type ?? null}::text is null or type = ${filter.type ?? null})
    and (${filter.tag ?? null}::text is null or ${filter.tag ?? null} = any(tags))`;
  const [rows, [count]] = await Promise.all([
    queryRows<NewsRow>(
      db,
      sql`select ${COLUMNS} from news_items where ${where}
          order by date desc, id desc
          limit ${filter.pageSize} offset ${filter.page * filter.pageSize}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from news_items where ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One item by id. */
export async function newsItem(db: Tx, id: number): Promise<NewsRow | null> {
  const [row] = await queryRows<NewsRow>(
    db,
    sql`select ${COLUMNS} from news_items where id = ${id}`,
  );
  return row ?? null;
}

/** The titles and dates of items by id, for the related lists. */
export function newsTitles(
  db: Tx,
  ids: number[],
): Promise<{ id: number; title: string; date: Date }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select id, title, date from news_items
        where id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
  );
}

/**
 * Writes an item by its slug: a new one is added, an existing one rewritten in place (its id
 * kept). Related slugs that name no item are left out. Returns the item's id.
 */
export async function upsertNews(db: Tx, item: NewsWrite): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into news_items (slug, type, title, subtitle, summary, body, body_html,
                                hotlink_url, source, date, tags, "references", related, duration)
        values (${item.slug}, ${item.type}, ${item.title}, ${item.subtitle}, ${item.summary},
                ${item.body}, ${item.bodyHtml}, ${item.hotlinkUrl}, ${item.source}, ${item.date},
                array(select jsonb_array_elements_text(${JSON.stringify(item.tags)}::jsonb)),
                ${JSON.stringify(item.references)}::jsonb,
                coalesce((select array_agg(id order by id) from news_items
                          where slug in (select jsonb_array_elements_text(
                                           ${JSON.stringify(item.related)}::jsonb))),
                         '{}'),
                ${item.duration})
        on conflict (slug) do update set
          type = excluded.type, title = excluded.title, subtitle = excluded.subtitle,
          summary = excluded.summary, body = excluded.body, body_html = excluded.body_html,
          hotlink_url = excluded.hotlink_url, source = excluded.source, date = excluded.date,
          tags = excluded.tags, "references" = excluded."references",
          related = excluded.related, duration = excluded.duration
        returning id`,
  );
  return row!.id;
}

/** Removes an item by slug (and from the related lists of others); false when none had it. */
export async function removeNews(db: Tx, slug: string): Promise<boolean> {
  const removed = await queryRows<{ id: number }>(
    db,
    sql`delete from news_items where slug = ${slug} returning id`,
  );
  if (removed.length === 0) return false;
  await db.execute(
    sql`update news_items set related = array_remove(related, ${removed[0]!.id})
        where ${removed[0]!.id} = any(related)`,
  );
  return true;
}

/** Whether an item of this slug exists (the game writes each of its items once). */
export async function newsExists(db: Tx, slug: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from news_items where slug = ${slug}`);
  return rows.length > 0;
}

/** The teams with the highest value with bank at the last deadline, ties by entry id. */
export function mostValuableTeams(
  db: Tx,
  limit: number,
): Promise<
  {
    entry: number;
    name: string;
    player_name: string;
    value_with_bank: number;
    total_transfers: number;
  }[]
> {
  return queryRows(
    db,
    sql`select e.id as entry, e.name, ${managerName} as player_name,
               e.last_deadline_value as value_with_bank,
               e.last_deadline_total_transfers as total_transfers
        from entries e join users u on u.id = e.user_id
        where e.last_deadline_value is not null
        order by e.last_deadline_value desc, e.id
        limit ${limit}`,
  );
}

/** Every club's set-piece takers by their order (first taker first), with their availability. */
export function setPieceTakers(db: Tx): Promise<
  {
    team: number;
    kind: 'penalties' | 'direct_freekicks' | 'corners';
    order: number;
    web_name: string;
    status: string;
    news: string;
    news_added: Date | string | null;
  }[]
> {
  return queryRows(
    db,
    sql`select t.team, t.kind, t.ord as "order", el.web_name, el.status, el.news, el.news_added
        from (
          select id, team, 'penalties' as kind, penalties_order as ord from elements
          union all
          select id, team, 'direct_freekicks', direct_freekicks_order from elements
          union all
          select id, team, 'corners', corners_and_indirect_freekicks_order from elements
        ) t join elements el on el.id = t.id
        where t.ord is not null order by t.team, t.kind, t.ord, t.id`,
  );
}
