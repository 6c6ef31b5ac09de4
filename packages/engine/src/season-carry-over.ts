// What a club and a player carry from one season into the next: the finished season's clubs and
// players as the rollover reads them from the database (@ofl/db) and as the generator of the
// next season takes them (@ofl/feed), one declaration for both.
import type { ElementTypeId } from './types';

/** How a shirt is patterned. */
export type KitStyle = 'plain' | 'stripes' | 'hoops';

/** Kit colours as #rrggbb; `secondary` is the stripe or hoop colour and the text colour on the shirt. */
export interface Kit {
  shirt: string;
  sleeves: string;
  shorts: string;
  socks: string;
  secondary: string;
  style: KitStyle;
}

/** A club's names, codes, strengths and kit: what it carries from one season into the next. */
export interface ClubIdentity {
  code: number;
  pulse_id: number;
  name: string;
  short_name: string;
  strength: number;
  strength_overall_home: number;
  strength_overall_away: number;
  strength_attack_home: number;
  strength_attack_away: number;
  strength_defence_home: number;
  strength_defence_away: number;
  kit: Kit;
}

/** A club of the finished season, with where it finished. */
export interface FinishedClub extends ClubIdentity {
  /** 1 for the champions, 20 for the bottom club. */
  position: number;
}

/** A player of the finished season (head coaches are not carried over). */
export interface FinishedPlayer {
  code: number;
  first_name: string;
  second_name: string;
  web_name: string;
  team_code: number;
  element_type: Exclude<ElementTypeId, 5>;
  squad_number: number | null;
  birth_date: string | null;
  quality: number;
  minutesLikelihood: number;
  total_points: number;
  minutes: number;
}
