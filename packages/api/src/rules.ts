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

// Names people type (team names, and the first and last names of an account) are composed to
// NFC, trimmed, and refused when they hold a character that does not show as itself: control
// and format characters (NUL, BEL, ESC, zero-width and direction marks) and blank-looking
// letters or spaces (braille blank, Hangul fillers, any space but the plain one), as the
// official game refuses them. Cc control, Cf format, Co private use, Cs lone surrogates, Cn
// unassigned; every separator but U+0020; letters and symbols drawn blank.
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u180e\u2800\u3164\uffa0]/u;

/** The message of a name with a hidden character. */
export const HIDDEN_CHARACTER_MESSAGE = 'Enter a name without control or invisible characters.';

/** A typed name as it is kept: NFC, without the spaces around it. */
export const normaliseName = (text: string): string => text.normalize('NFC').trim();

/** True when the text holds a character that does not show as itself. */
export const hasHiddenCharacter = (text: string): boolean => HIDDEN.test(text);

/** What is wrong with a team name once normalised, or null when it may be sent. */
export function teamNameProblem(raw: string): 'blank' | 'too_long' | 'hidden' | null {
  const name = normaliseName(raw);
  if (name.length === 0) return 'blank';
  if (name.length > TEAM_NAME_MAX) return 'too_long';
  if (hasHiddenCharacter(name)) return 'hidden';
  return null;
}

/** League name limit (SPEC §5, §9). */
export const LEAGUE_NAME_MAX = 30;
/** Who may see an invitational league's code: all players, league members, the administrator. */
export const CODE_PRIVACIES = ['a', 'l', 'p'] as const;
/** Who may see a league's code. */
export type CodePrivacy = (typeof CODE_PRIVACIES)[number];
/** A league code's length; a longer one is max_length (SPEC §8). */
export const LEAGUE_CODE_LENGTH = 6;
/** Rows per page of standings, new entries and the admin's member search. */
export const LEAGUE_PAGE_SIZE = 50;
