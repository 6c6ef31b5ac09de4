// Form rules the web checks before it sends and the server checks again, as plain values so the
// web can import them without the schemas (`@ofl/api/rules`).

/** The seven logos of the kit designer, 'none' first (SPEC §5 Kit). */
export const KIT_LOGOS = [
  'none',
  'pl-inspires',
  'pl-kicks',
  'pl-primary-stars',
  'rainbow-laces',
  'no-racism',
  'ukraine',
] as const;
/** Shirt styles a manager can choose. */
export const SHIRT_STYLES = ['plain', 'stripes', 'hoops'] as const;
/** Sock styles a manager can choose. */
export const SOCK_STYLES = ['plain', 'hoops'] as const;

/** A logo on the shirt. */
export type KitLogo = (typeof KIT_LOGOS)[number];
/** A shirt style. */
export type ShirtStyle = (typeof SHIRT_STYLES)[number];
/** A sock style. */
export type SockStyle = (typeof SOCK_STYLES)[number];

/** Team name limit (SPEC §5, §9). */
export const TEAM_NAME_MAX = 20;

/** What is wrong with a team name once trimmed, or null when it may be sent. */
export function teamNameProblem(name: string): 'blank' | 'too_long' | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'blank';
  if (trimmed.length > TEAM_NAME_MAX) return 'too_long';
  return null;
}

/** League name limit (SPEC §5, §9). */
export const LEAGUE_NAME_MAX = 30;
/** Who may see an invitational league's code: all players, league members, the administrator. */
export const CODE_PRIVACIES = ['a', 'l', 'p'] as const;
/** A league code's length; a longer one is max_length (SPEC §8). */
export const LEAGUE_CODE_LENGTH = 6;
/** Rows per page of standings, new entries and the admin's member search. */
export const LEAGUE_PAGE_SIZE = 50;
