import { seededRng, type Rng } from '@ofl/engine';
import { INJURIES, KNOCKS, dayMonth } from '../generator/generate-availability';

/** A player as the week's news sees him. */
export interface NewsPlayer {
  id: number;
  team: number;
  status: string;
  news: string;
  /** When his injury's 'Expected back' date or his ban ends (ISO), if he has one. */
  newsReturn: string | null;
  /** His minutes, yellow and red cards in the gameweek just played. */
  minutes: number;
  yellows: number;
  reds: number;
  /** His yellow cards this season up to before this gameweek. */
  seasonYellowsBefore: number;
}

/** What changes in a player's news: the API's availability fields and the return moment. */
export interface NewsUpdate {
  id: number;
  status: string;
  news: string;
  news_added: string;
  chance: number | null;
  news_return: string | null;
}

export interface WeekNewsInput {
  event: number;
  /** When the news is written: the end of the gameweek's last match. */
  at: Date;
  /** The next gameweek's deadline (null at the season's end): who is back by then plays. */
  nextDeadline: Date | null;
  /** Each club's kick-offs after `at`, in order, for the matches a ban covers. */
  clubKickoffs: ReadonlyMap<number, readonly Date[]>;
  players: readonly NewsPlayer[];
  seed: number;
}

const DAY_MS = 86_400_000;
/** Chance per player and match played of an injury, and of a knock (about two a club a month). */
const INJURY_RATE = 0.012;
const KNOCK_RATE = 0.018;
/** Yellow-card bans (the league's rule): 5 by GW19 costs one match, 10 by GW32 two. */
const YELLOW_BANS = [
  { cards: 5, byEvent: 19, matches: 1 },
  { cards: 10, byEvent: 32, matches: 2 },
] as const;
/** A red card: a straight red three matches, a second yellow one. */
const RED_BAN = 3;
const SECOND_YELLOW_BAN = 1;
/** Back in training: the news that stands until he plays again. */
const RETURNED = 'Returned to training';

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The player news a played gameweek brings, following football's rhythm: a player who plays
 * again has his news cleared; injuries and knocks happen to players who played, each injury
 * with an 'Expected back' date in the future; bans follow yellow-card totals and red cards;
 * an injured player whose date comes before the next deadline is back in training (doubtful
 * until he plays), a banned one whose ban is served is available. Seeded, so a pass run twice
 * writes the same news.
 */
export function weekPlayerNews(input: WeekNewsInput): NewsUpdate[] {
  const { at, nextDeadline, event } = input;
  const added = iso(at);
  const updates: NewsUpdate[] = [];
  const set = (p: NewsPlayer, u: Omit<NewsUpdate, 'id' | 'news_added'>) =>
    updates.push({ id: p.id, news_added: added, ...u });
  for (const p of [...input.players].sort((a, b) => a.id - b.id)) {
    const rng: Rng = seededRng((input.seed * 100_003 + event * 7_919 + p.id) >>> 0);
    const roll = rng.next();
    const ban = banMatches(p, event);
    if (ban > 0) {
      const kickoffs = input.clubKickoffs.get(p.team) ?? [];
      const until = kickoffs[ban] ?? kickoffs.at(-1) ?? new Date(at.getTime() + 7 * ban * DAY_MS);
      set(p, {
        status: 's',
        news: `Suspended until ${dayMonth(until)}`,
        chance: 0,
        news_return: iso(new Date(until.getTime() - DAY_MS)),
      });
      continue;
    }
    if (p.minutes > 0 && roll < INJURY_RATE) {
      const back = new Date(at.getTime() + (8 + Math.floor(rng.next() * 35)) * DAY_MS);
      const kind = INJURIES[Math.floor(rng.next() * INJURIES.length)]!;
      set(p, {
        status: 'i',
        news: `${kind} - Expected back ${dayMonth(back)}`,
        chance: 0,
        news_return: iso(back),
      });
      continue;
    }
    if (p.minutes > 0 && roll < INJURY_RATE + KNOCK_RATE) {
      const chance = [25, 50, 75][Math.floor(rng.next() * 3)]!;
      const kind = KNOCKS[Math.floor(rng.next() * KNOCKS.length)]!;
      set(p, {
        status: 'd',
        news: `${kind} - ${chance}% chance of playing`,
        chance,
        news_return: iso(new Date(at.getTime() + 6 * DAY_MS)),
      });
      continue;
    }
    if (p.status === 'a' || p.status === 'u' || p.status === 'n') continue;
    const due =
      p.newsReturn !== null && nextDeadline !== null && new Date(p.newsReturn) <= nextDeadline;
    if (p.minutes > 0 || (due && p.status !== 'i')) {
      // He played, or his knock or ban is over: no news.
      set(p, { status: 'a', news: '', chance: null, news_return: null });
    } else if (due && p.status === 'i') {
      set(p, {
        status: 'd',
        news: `${RETURNED} - 75% chance of playing`,
        chance: 75,
        news_return: null,
      });
    }
  }
  return updates;
}

/** The matches a player's cards of this gameweek ban him for (0 for none). */
function banMatches(p: NewsPlayer, event: number): number {
  if (p.reds > 0) return p.yellows > 0 ? SECOND_YELLOW_BAN : RED_BAN;
  let matches = 0;
  for (const rule of YELLOW_BANS) {
    const after = p.seasonYellowsBefore + p.yellows;
    if (event <= rule.byEvent && p.seasonYellowsBefore < rule.cards && after >= rule.cards) {
      matches += rule.matches;
    }
  }
  return matches;
}
