// The rule for names people type (team names, and the first and last names of an account):
// composed to NFC, trimmed, and refused when they hold a character that does not show as
// itself: control and format characters (NUL, BEL, ESC, zero-width and direction marks) and
// blank-looking letters or spaces (braille blank, Hangul fillers, any space but the plain one),
// as the official game refuses them. One rule for the server and the web app's forms.

/** Team name limit (SPEC §5, §9). */
export const TEAM_NAME_MAX = 20;

// Cc control, Cf format, Co private use, Cs lone surrogates, Cn unassigned; Z* every separator
// but U+0020; and letters and symbols drawn blank.
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u180e\u2800\u3164\uffa0]/u;

export const HIDDEN_CHARACTER_MESSAGE = 'Enter a name without control or invisible characters.';

/** A typed name as it is kept: NFC, without the spaces around it. */
export const normaliseName = (text: string): string => text.normalize('NFC').trim();

/** True when the text holds a character that does not show as itself. */
export const hasHiddenCharacter = (text: string): boolean => HIDDEN.test(text);

/** The reason a team name cannot be kept, or null; checks the name as normaliseName leaves it. */
export function teamNameProblem(raw: string): string | null {
  const name = normaliseName(raw);
  if (name.length === 0) return 'Please enter a team name.';
  if ([...name].length > TEAM_NAME_MAX) return `Maximum ${TEAM_NAME_MAX} characters`;
  if (hasHiddenCharacter(name)) return HIDDEN_CHARACTER_MESSAGE;
  return null;
}
