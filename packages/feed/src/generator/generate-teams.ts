import { shuffled, type Rng } from '@ofl/engine';
import { CLUB_POOL, type ClubSeed } from './club-pool';
import { generateKits } from './generate-kits';
import { clamp, distinctInts, noise } from './random-helpers';
import type { DemoTeam, Kit } from './types';

/** A club's table fields and flags before its first match, as the API gives them. */
export const BEFORE_THE_SEASON = {
  played: 0,
  win: 0,
  draw: 0,
  loss: 0,
  points: 0,
  position: 0,
  form: null,
  team_division: null,
  unavailable: false,
  link_url: '',
} as const;

/** How many clubs a season has. */
export const TEAM_COUNT = 20;

// Strength tiers like a real season (2025/26: one 5, four 4s, thirteen 3s, two 2s), a little wider.
const STRENGTH_TIERS = [5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2] as const;

// The API's strength_* numbers sit between about 950 and 1400; we map a club's rating onto that.
const round5 = (n: number) => Math.round(n / 5) * 5;

/** A club's hidden rating in [0, 1] from its tier, so tier and strength_* numbers agree. */
function ratingFor(rng: Rng, tier: number): number {
  return clamp((tier - 1) / 4 + noise(rng, 0.05), 0, 1);
}

/** What makes a club before its strength_* numbers are drawn. */
export interface TeamParts {
  id: number;
  code: number;
  pulseId: number;
  club: ClubSeed;
  strength: number;
  kit: Kit;
}

/** A club with its hidden rating and strength_* numbers drawn from its tier. */
export function buildTeam(rng: Rng, parts: TeamParts): DemoTeam {
  const { strength, club } = parts;
  const rating = ratingFor(rng, strength);
  const overall = 1000 + rating * 330;
  // Away numbers run higher than home in the real data; keep that quirk so FDR code sees the same.
  const awayLift = 40 + noise(rng, 20);
  const attackTilt = noise(rng, 35);
  return {
    id: parts.id,
    code: parts.code,
    pulse_id: parts.pulseId,
    name: club.name,
    short_name: club.short_name,
    strength,
    strength_overall_home: round5(overall),
    strength_overall_away: round5(overall + awayLift),
    strength_attack_home: round5(overall + attackTilt),
    strength_attack_away: round5(overall + attackTilt + awayLift),
    strength_defence_home: round5(overall - attackTilt),
    strength_defence_away: round5(overall - attackTilt + awayLift),
    ...BEFORE_THE_SEASON,
    kit: parts.kit,
    rating,
  };
}

/**
 * Twenty invented clubs with ids 1-20 in alphabetical order (as the API numbers them), tiers,
 * strength_* numbers and kits. `rating` stays hidden.
 */
export function generateTeams(rng: Rng): DemoTeam[] {
  const clubs = shuffled(rng, CLUB_POOL)
    .slice(0, TEAM_COUNT)
    .sort((a, b) => a.name.localeCompare(b.name));
  const tiers = shuffled(rng, STRENGTH_TIERS);
  const kits = generateKits(rng, TEAM_COUNT);
  const codes = distinctInts(rng, TEAM_COUNT, 1, 120);
  const pulseIds = distinctInts(rng, TEAM_COUNT, 1, 200);
  return clubs.map((club, i) =>
    buildTeam(rng, {
      id: i + 1,
      code: codes[i]!,
      pulseId: pulseIds[i]!,
      club,
      strength: tiers[i]!,
      kit: kits[i]!,
    }),
  );
}
