// Names for simulated managers and their teams: people from the generator's name pools, team
// names from a few patterns real managers use, each team name unique within the population.
import type { Rng } from '@ofl/engine';
import { NAME_POOLS } from '../generator/name-pools';
import { pick, pickWeighted } from '../generator/random-helpers';

/** FPL's limit on a team name. */
export const TEAM_NAME_MAX = 20;

const SUFFIXES = [
  'XI',
  'FC',
  'United',
  'City',
  'Rovers',
  'Athletic',
  'Wanderers',
  'Town',
  'Albion',
  'Rangers',
  'Dynamos',
  'Academicals',
];
const PREFIXES = [
  'Real',
  'Inter',
  'Sporting',
  'Dynamo',
  'AC',
  'Atletico',
  'Borussia',
  'Olympique',
  'Racing',
  'Lokomotiv',
  'FC',
];
const WORDS = [
  'Armchair',
  'Sofa',
  'Tuesday',
  'Pub',
  'Garden',
  'Kitchen',
  'Office',
  'Allotment',
  'Bench',
  'Pressing',
  'Midweek',
  'Couch',
  'Pizza',
  'Biscuit',
  'Lager',
  'Boxing Day',
];
const CREWS = [
  'Bandits',
  'Heroes',
  'Misfits',
  'Army',
  'Legends',
  'Dreamers',
  'Strikers',
  'Warriors',
  'Chancers',
  'Tinkerers',
  'Galacticos',
  'Invincibles',
];
const JOKES = [
  'Net Gains',
  'Hit and Hope',
  'Bench Regrets',
  'Armband Blues',
  'Template FC',
  'Differential Dogs',
  'Wildcard Willies',
  'Free Hit Wonders',
  'Triple Trouble',
  'Set Piece Snobs',
  'Clean Sheet Club',
  'Expected Toulouse',
  'Price Risers',
  'Minus Four',
  'Own Goal Ghosts',
  'Captain Chaos',
  'Bonus Point Bandits',
  'Rotation Nightmare',
  'Deadline Dash',
  'Late Winners',
];

/** A manager's own names. */
export interface PersonNames {
  readonly first: string;
  readonly last: string;
}

/** A random first and last name from the pools, weighted as the player names are. */
export function personName(rng: Rng): PersonNames {
  const pool = pickWeighted(rng, NAME_POOLS, (p) => p.weight);
  return { first: pick(rng, pool.first), last: pick(rng, pool.last) };
}

/** A team name in one of the usual patterns, at most TEAM_NAME_MAX characters. */
export function teamName(rng: Rng, person: PersonNames, club: string | null): string {
  const candidates = [
    () => `${person.last} ${pick(rng, SUFFIXES)}`,
    () => `${pick(rng, PREFIXES)} ${person.last}`,
    () => `${person.first}'s ${pick(rng, CREWS)}`,
    () => `${pick(rng, WORDS)} ${pick(rng, SUFFIXES)}`,
    () => `${pick(rng, PREFIXES)} ${pick(rng, WORDS)}`,
    () => pick(rng, JOKES),
    () => (club ? `${club} Till I Die` : `${person.first} ${person.last} XI`),
  ];
  for (let tries = 0; tries < 8; tries++) {
    const name = pick(rng, candidates)();
    if (name.length <= TEAM_NAME_MAX) return name;
  }
  return `${person.last} XI`.slice(0, TEAM_NAME_MAX);
}

/** Makes a name unique within `taken` with a number, still within TEAM_NAME_MAX; records it. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) {
    const suffix = ` ${n}`;
    candidate = name.slice(0, TEAM_NAME_MAX - suffix.length).trimEnd() + suffix;
  }
  taken.add(candidate);
  return candidate;
}
