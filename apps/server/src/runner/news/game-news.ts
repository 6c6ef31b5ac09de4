// The news the game writes itself, from its own figures, for The Scout: each gameweek's preview
// (when the last wave of managers plans, a day before the deadline), its review once it is
// finalised, and the price changes of each night. Each is written once, by its slug, in the transaction that
// records its runner step, and dated with the game clock's moment it is about.
import { sql } from 'drizzle-orm';
import { queryRows, upsertNews, type Db, type Tx } from '@ofl/db';
import { renderMarkdown } from '../../presenters/markdown';
import { dreamTeamOf } from '../finalise/dream-team';
import { elementResults } from '../finalise/element-results';
import { loadRunnerSettings } from '../runner-settings';
import { isDone, markDone } from '../steps';

/** The tag The Scout's news lists carry (SPEC §2 News). */
export const SCOUT_TAG = 'Fantasy Football Scout';
const LISTED = 5;

const tenths = (n: number) => (n / 10).toFixed(1);
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}£${tenths(Math.abs(n))}m`;
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** A table of the items, one row each, or the sentence saying there are none. */
const tableOr = <T>(
  none: string,
  items: readonly T[],
  head: string[],
  row: (item: T) => (string | number)[],
) => (items.length ? table(head, items.map(row)) : none);

/** The columns of a price change, and one player's row. */
const PRICE_HEAD = ['Player', 'Club', 'Change', 'Price'];
const priceLine = (player: string, club: string, change: number, price: number) => [
  player,
  club,
  signed(change),
  `£${tenths(price)}m`,
];

/** A news item the game writes. */
interface GameNews {
  slug: string;
  title: string;
  summary: string;
  body: string;
  date: Date;
  tags: string[];
  references: { type: 'player' | 'team' | 'fixture'; id: number }[];
}

async function publish(tx: Tx, item: GameNews) {
  await upsertNews(tx, {
    ...item,
    type: 'TEXT',
    subtitle: null,
    bodyHtml: renderMarkdown(item.body),
    hotlinkUrl: null,
    source: 'game',
    tags: [SCOUT_TAG, ...item.tags],
    related: [],
    duration: null,
  });
}

const GAMEWEEK_NEWS_TAG = { preview: 'Preview', review: 'Review' } as const;

/**
 * Gameweek `event`'s preview or review ('gw3-preview', 'Gameweek 3 preview', tagged Preview),
 * in the transaction that records its runner step ('news:preview').
 */
async function publishGameweekNews(
  db: Db,
  event: number,
  kind: 'preview' | 'review',
  item: Omit<GameNews, 'slug' | 'title' | 'tags'>,
) {
  await db.transaction(async (tx) => {
    await publish(tx, {
      slug: `gw${event}-${kind}`,
      title: `Gameweek ${event} ${kind}`,
      ...item,
      tags: [GAMEWEEK_NEWS_TAG[kind]],
    });
    await markDone(tx, event, `news:${kind}`);
  });
}

interface PlayerLine {
  id: number;
  web_name: string;
  team: string;
}

/** The preview of gameweek `event`, written once its managers have planned. */
export async function writePreview(db: Db, event: number, at: Date): Promise<boolean> {
  if (await isDone(db, event, 'news:preview')) return false;
  const easiest = await queryRows<{
    team: string;
    opponent: string;
    difficulty: number;
    venue: string;
    fixture: number;
  }>(
    db,
    sql`select t.name as team, o.short_name as opponent, s.difficulty, s.venue, s.fixture
        from (select id as fixture, team_h as team, team_a as opp, team_h_difficulty as difficulty,
                     'H' as venue, kickoff_time from fixtures where event = ${event}
              union all
              select id, team_a, team_h, team_a_difficulty, 'A', kickoff_time
              from fixtures where event = ${event}) s
        join teams t on t.id = s.team join teams o on o.id = s.opp
        order by s.difficulty, s.kickoff_time, s.fixture, s.venue desc limit ${LISTED}`,
  );
  const captains = await queryRows<PlayerLine & { managers: number }>(
    db,
    sql`select el.id, el.web_name, t.short_name as team, c.managers from (
          select captain as id, count(*)::int as managers from entry_picks
          where event = ${event} and captain is not null group by captain) c
        join elements el on el.id = c.id join teams t on t.id = el.team
        order by c.managers desc, el.id limit ${LISTED}`,
  );
  const moves = await queryRows<PlayerLine & { change: number; now_cost: number }>(
    db,
    sql`select el.id, el.web_name, t.short_name as team, el.cost_change_event as change,
               el.now_cost
        from elements el join teams t on t.id = el.team
        where el.cost_change_event <> 0
        order by abs(el.cost_change_event) desc, el.cost_change_event desc, el.id`,
  );
  const injured = await queryRows<PlayerLine & { news: string }>(
    db,
    sql`select el.id, el.web_name, t.short_name as team, el.news
        from elements el join teams t on t.id = el.team
        where el.status in ('i', 's', 'd') and el.news <> ''
        order by el.selected_by desc, el.id limit 10`,
  );
  const risers = moves.filter((m) => m.change > 0).slice(0, LISTED);
  const fallers = moves.filter((m) => m.change < 0).slice(0, LISTED);
  const priceRow = (m: (typeof moves)[number]) =>
    priceLine(m.web_name, m.team, m.change, m.now_cost);
  const body = [
    `## The kindest fixtures`,
    tableOr('No fixtures this gameweek.', easiest, ['Club', 'Opponent', 'FDR'], (f) => [
      f.team,
      `${f.opponent} (${f.venue})`,
      f.difficulty,
    ]),
    `## Most captained so far`,
    tableOr('No captains picked yet.', captains, ['Player', 'Club', 'Managers'], (c) => [
      c.web_name,
      c.team,
      c.managers,
    ]),
    `## Price risers since the last deadline`,
    tableOr('No player has risen.', risers, PRICE_HEAD, priceRow),
    `## Price fallers since the last deadline`,
    tableOr('No player has fallen.', fallers, PRICE_HEAD, priceRow),
    `## Injuries and suspensions`,
    tableOr('Every player is available.', injured, ['Player', 'Club', 'News'], (p) => [
      p.web_name,
      p.team,
      p.news,
    ]),
  ].join('\n\n');
  const top = captains[0];
  await publishGameweekNews(db, event, 'preview', {
    summary:
      `The kindest fixtures, ${top ? `${top.web_name} the most captained, ` : ''}` +
      // Every mover is counted, not only the ones the tables list.
      `${moves.filter((m) => m.change > 0).length} risers, ${moves.filter((m) => m.change < 0).length} fallers and ${injured.length} players with news before the Gameweek ${event} deadline.`,
    body,
    date: at,
    references: [
      ...easiest.map((f) => ({ type: 'fixture' as const, id: f.fixture })),
      ...captains.map((c) => ({ type: 'player' as const, id: c.id })),
      ...injured.map((p) => ({ type: 'player' as const, id: p.id })),
    ],
  });
  return true;
}

/** The review of gameweek `event`, written once it is finalised. */
export async function writeReview(db: Db, event: number): Promise<boolean> {
  if (!(await isDone(db, event, 'finalised')) || (await isDone(db, event, 'news:review'))) {
    return false;
  }
  const [figures] = await queryRows<{
    average: number;
    highest: number | null;
    entry: number | null;
    entry_name: string | null;
    ended: Date | string;
  }>(
    db,
    sql`select ev.average_entry_score as average, ev.highest_score as highest,
               ev.highest_scoring_entry as entry, e.name as entry_name,
               (select max(kickoff_time) + interval '2 hours' from fixtures where event = ${event})
                 as ended
        from events ev left join entries e on e.id = ev.highest_scoring_entry
        where ev.id = ${event}`,
  );
  if (!figures) return false;
  const results = await elementResults(db, event);
  const names = new Map(
    (
      await queryRows<PlayerLine>(
        db,
        sql`select el.id, el.web_name, t.short_name as team
            from elements el join teams t on t.id = el.team`,
      )
    ).map((p) => [p.id, p]),
  );
  const scorers = results
    .filter((r) => r.played)
    .sort((a, b) => b.points - a.points || b.bps - a.bps || a.element - b.element)
    .slice(0, LISTED);
  const { settings } = await loadRunnerSettings(db);
  const dream = dreamTeamOf(results, settings);
  const climbs = await queryRows<{ entry: number; name: string; from: number; to: number }>(
    db,
    sql`select h.entry_id as entry, e.name, p.overall_rank as from, h.overall_rank as to
        from entry_history h
        join entry_history p on p.entry_id = h.entry_id and p.event = ${event - 1}
        join entries e on e.id = h.entry_id
        where h.event = ${event} and h.overall_rank is not null and p.overall_rank is not null
          and p.overall_rank > h.overall_rank
        order by p.overall_rank - h.overall_rank desc, h.entry_id limit ${LISTED}`,
  );
  const name = (id: number) => names.get(id)?.web_name ?? `#${id}`;
  const club = (id: number) => names.get(id)?.team ?? '';
  const body = [
    `## The figures`,
    table(
      ['Average score', 'Highest score', 'By'],
      [
        [
          figures.average,
          figures.highest ?? '-',
          figures.entry !== null
            ? `[${figures.entry_name}](/entry/${figures.entry}/event/${event}/)`
            : '-',
        ],
      ],
    ),
    `## Top scorers`,
    table(
      ['Player', 'Club', 'Points'],
      scorers.map((s) => [name(s.element), club(s.element), s.points]),
    ),
    `## Team of the Week`,
    dream
      ? table(
          ['Player', 'Club', 'Points'],
          dream.team.map((p) => [name(p.element), club(p.element), p.points]),
        ) +
        `\n\nPlayer of the Week: ${name(dream.topPlayer.id)} with ${dream.topPlayer.points} points.`
      : 'No team of the week: too few players played.',
    `## Biggest climbs in the overall rank`,
    climbs.length
      ? table(
          ['Team', 'From', 'To'],
          climbs.map((c) => [`[${c.name}](/entry/${c.entry}/history/)`, c.from, c.to]),
        )
      : 'No climbs to report.',
  ].join('\n\n');
  const best = scorers[0];
  await publishGameweekNews(db, event, 'review', {
    summary:
      `An average of ${figures.average} points and a highest score of ${figures.highest ?? 0}` +
      (best ? `; ${name(best.element)} top scored with ${best.points}.` : '.'),
    body,
    date: new Date(figures.ended),
    references: [
      ...scorers.map((s) => ({ type: 'player' as const, id: s.element })),
      ...(dream?.team ?? []).map((p) => ({ type: 'player' as const, id: p.element as number })),
    ],
  });
  return true;
}

/** A night's price changes as news, in the night's own transaction; none when nothing moved. */
export async function writePriceNews(
  tx: Tx,
  at: Date,
  moved: readonly { id: number; from: number; to: number }[],
): Promise<void> {
  if (moved.length === 0) return;
  const players = new Map(
    (
      await queryRows<PlayerLine>(
        tx,
        sql`select el.id, el.web_name, t.short_name as team from elements el
            join teams t on t.id = el.team
            where el.id in (select (v #>> '{}')::int
                            from jsonb_array_elements(${JSON.stringify(moved.map((m) => m.id))}::jsonb) v)`,
      )
    ).map((p) => [p.id, p]),
  );
  const sorted = [...moved].sort((a, b) => b.to - b.from - (a.to - a.from) || a.id - b.id);
  const up = sorted.filter((m) => m.to > m.from);
  const down = sorted.filter((m) => m.to < m.from).reverse();
  const priceRow = (m: (typeof moved)[number]) =>
    priceLine(
      players.get(m.id)?.web_name ?? `#${m.id}`,
      players.get(m.id)?.team ?? '',
      m.to - m.from,
      m.to,
    );
  const day = at.toISOString().slice(0, 10);
  await publish(tx, {
    slug: `prices-${day}`,
    title: `Price changes ${day.split('-').reverse().join('/')}`,
    summary: `${up.length} player${up.length === 1 ? '' : 's'} rose and ${down.length} fell overnight.`,
    body: [
      `## Risers`,
      tableOr('No player rose.', up, PRICE_HEAD, priceRow),
      `## Fallers`,
      tableOr('No player fell.', down, PRICE_HEAD, priceRow),
    ].join('\n\n'),
    date: at,
    tags: ['Price changes'],
    references: moved.map((m) => ({ type: 'player' as const, id: m.id })),
  });
}
