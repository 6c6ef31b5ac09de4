import type { Rng } from '@ofl/engine';
import { pick, pickWeighted } from './random-helpers';
import type { Availability, ElementStatus } from './types';
import { isoSeconds } from './uk-time';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const INJURIES = [
  'Hamstring injury',
  'Knee injury',
  'Ankle injury',
  'Groin injury',
  'Calf injury',
  'Thigh injury',
  'Foot injury',
];
export const KNOCKS = ['Knock', 'Illness', 'Lack of match fitness', 'Muscle fatigue'];
const LOAN_CLUBS = [
  'Valmont FC',
  'Sporting Lusaro',
  'Kaltenbach 09',
  'AS Mireval',
  'Dunholm Town',
  'Real Castellar',
  'FK Brenna',
];

// Shares at the start of a season: most players are fit (reference sample: ~85% 'a').
const KINDS: Array<{ status: ElementStatus; weight: number }> = [
  { status: 'a', weight: 88 },
  { status: 'd', weight: 5 },
  { status: 'i', weight: 4 },
  { status: 's', weight: 1 },
  { status: 'u', weight: 2 },
];

export const dayMonth = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;

/** A fit player: the API shows no news and null chances. */
export const AVAILABLE: Availability = {
  status: 'a',
  news: '',
  news_added: null,
  chance_of_playing_this_round: null,
  chance_of_playing_next_round: null,
  newsReturn: null,
};

/** A seeded availability, with news written as the official game writes it. */
export function generateAvailability(rng: Rng, seasonStart: Date): Availability {
  const { status } = pickWeighted(rng, KINDS, (k) => k.weight);
  if (status === 'a') return AVAILABLE;
  const added = new Date(seasonStart.getTime() - (1 + Math.floor(rng.next() * 10)) * DAY_MS);
  const back = new Date(seasonStart.getTime() + (10 + Math.floor(rng.next() * 50)) * DAY_MS);
  const withChance = (news: string, chance: number, until: Date | null = null): Availability => ({
    status,
    news,
    news_added: isoSeconds(added.getTime()),
    chance_of_playing_this_round: chance,
    chance_of_playing_next_round: chance,
    newsReturn: until ? isoSeconds(until.getTime()) : null,
  });
  switch (status) {
    case 'd': {
      const chance = pick(rng, [25, 50, 75]);
      const over = new Date(seasonStart.getTime() + 7 * DAY_MS);
      return withChance(`${pick(rng, KNOCKS)} - ${chance}% chance of playing`, chance, over);
    }
    case 'i':
      return withChance(`${pick(rng, INJURIES)} - Expected back ${dayMonth(back)}`, 0, back);
    case 's': {
      // A carried-over ban is short: one or two matches.
      const until = new Date(seasonStart.getTime() + (7 + Math.floor(rng.next() * 8)) * DAY_MS);
      return withChance(`Suspended until ${dayMonth(until)}`, 0, until);
    }
    default:
      return withChance(
        `Has joined ${pick(rng, LOAN_CLUBS)} on loan for the rest of the season.`,
        0,
      );
  }
}
