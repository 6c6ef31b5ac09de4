// The many small actions of a match (passes, tackles, recoveries, fouls...) in five-minute
// batches per player, at rates per 90 minutes like the Premier League's by position.
import type { Rng } from '@ofl/engine';
import { clamp } from '../generator/random-helpers';
import type { SideRates } from './match-rates';
import type { Span } from './play-match';
import { poisson } from './sample';
import type { ActionsEvent, BackgroundAction, Side } from './types';

type Counted = Exclude<BackgroundAction, 'passes_completed'>;
type Rates = Readonly<Record<Counted, number>>;

// Per 90 minutes. Defenders average about 6 clearances, blocks, interceptions and tackles, so
// about one in five reaches the defensive contribution threshold of 10 in a match.
const PER_90: Readonly<Record<1 | 2 | 3 | 4, Rates>> = {
  1: {
    passes_attempted: 32,
    clearances_blocks_interceptions: 0.9,
    tackles: 0.02,
    tackles_unsuccessful: 0.01,
    recoveries: 5,
    open_play_crosses: 0,
    dribbles: 0,
    fouls_won: 0.2,
    fouls_conceded: 0.05,
    tackled: 0.05,
    offsides: 0,
  },
  2: {
    passes_attempted: 55,
    clearances_blocks_interceptions: 4.5,
    tackles: 1.5,
    tackles_unsuccessful: 0.8,
    recoveries: 4.5,
    open_play_crosses: 0.35,
    dribbles: 0.3,
    fouls_won: 0.6,
    fouls_conceded: 0.9,
    tackled: 0.5,
    offsides: 0.05,
  },
  3: {
    passes_attempted: 50,
    clearances_blocks_interceptions: 1.7,
    tackles: 1.5,
    tackles_unsuccessful: 0.9,
    recoveries: 4.6,
    open_play_crosses: 0.4,
    dribbles: 1,
    fouls_won: 1.1,
    fouls_conceded: 1.1,
    tackled: 1.2,
    offsides: 0.15,
  },
  4: {
    passes_attempted: 24,
    clearances_blocks_interceptions: 0.7,
    tackles: 0.6,
    tackles_unsuccessful: 0.5,
    recoveries: 2.4,
    open_play_crosses: 0.2,
    dribbles: 1.1,
    fouls_won: 1.2,
    fouls_conceded: 1,
    tackled: 1.6,
    offsides: 0.9,
  },
};

const PASS_ACCURACY: Readonly<Record<1 | 2 | 3 | 4, number>> = {
  1: 0.68,
  2: 0.84,
  3: 0.83,
  4: 0.72,
};
const DEFENSIVE = new Set<Counted>([
  'clearances_blocks_interceptions',
  'tackles',
  'tackles_unsuccessful',
  'recoveries',
]);
const ON_THE_BALL = new Set<Counted>(['passes_attempted', 'open_play_crosses', 'dribbles']);
const BATCH_MINUTES = 5;
const ACTIONS = [...Object.keys(PER_90[2]), 'passes_completed'] as BackgroundAction[];
const PASSES = ACTIONS.indexOf('passes_attempted');
const COMPLETED = ACTIONS.indexOf('passes_completed');

/** How much one player does of each action today, per 90 minutes. */
function todaysRates(rng: Rng, span: Span, rates: SideRates): Rates {
  const base = PER_90[span.player.element_type as 1 | 2 | 3 | 4];
  // Some days a defender is busy, some days quiet; the pressure of the opponents adds to it.
  const busy = (0.55 + 0.9 * rng.next()) * rates.pressure;
  const out = {} as Record<Counted, number>;
  for (const action of Object.keys(base) as Counted[]) {
    const factor = DEFENSIVE.has(action) ? busy : ON_THE_BALL.has(action) ? rates.possession : 1;
    out[action] = base[action] * factor;
  }
  return out;
}

/**
 * Background actions of every player, one event per player per five minutes he was on the
 * pitch (none when nothing happened), placed at the end of the batch or when he left. Each
 * action's total for his time on the pitch is drawn once, then each one is given a minute.
 */
export function backgroundActions(
  rng: Rng,
  spans: Iterable<Span>,
  rates: Record<Side, SideRates>,
  length: number,
): ActionsEvent[] {
  const events: ActionsEvent[] = [];
  for (const span of spans) {
    const played = span.off - span.on;
    if (played <= 0) continue;
    const type = span.player.element_type as 1 | 2 | 3 | 4;
    const today = todaysRates(rng, span, rates[span.side]);
    const accuracy = clamp(
      PASS_ACCURACY[type] +
        0.12 * (span.player.quality - 0.5) +
        0.04 * (rates[span.side].possession - 1) +
        0.06 * (rng.next() - 0.5),
      0.4,
      0.97,
    );
    // counts[batch * ACTIONS.length + action]; batch k ends at minute 5k, or when he left.
    const batchCount = Math.ceil(span.off / BATCH_MINUTES) + 1;
    const counts = new Uint16Array(batchCount * ACTIONS.length);
    ACTIONS.forEach((action, index) => {
      if (action === 'passes_completed') return;
      const total = poisson(rng, (today[action as Counted] * played) / 90);
      for (let i = 0; i < total; i++) {
        const batch = Math.ceil((span.on + 1 + Math.floor(rng.next() * played)) / BATCH_MINUTES);
        counts[batch * ACTIONS.length + index]! += 1;
        if (index === PASSES && rng.next() < accuracy) {
          counts[batch * ACTIONS.length + COMPLETED]! += 1;
        }
      }
    });
    for (let batch = 0; batch < batchCount; batch++) {
      const batchCounts: Partial<Record<BackgroundAction, number>> = {};
      let any = false;
      ACTIONS.forEach((action, index) => {
        const n = counts[batch * ACTIONS.length + index]!;
        if (n > 0) [batchCounts[action], any] = [n, true];
      });
      if (!any) continue;
      const minute = Math.min(batch * BATCH_MINUTES, span.off, length);
      events.push({
        kind: 'actions',
        minute,
        side: span.side,
        element: span.player.id,
        counts: batchCounts,
      });
    }
  }
  return events;
}
