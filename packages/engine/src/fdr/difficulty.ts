// Our Fixture Difficulty Rating (SPEC §2 'FDR Explained', §9: 1 Easy to 5 Hard). The official
// model is not published; ours rates an opponent by its form where the match is played: a home
// side faces the visitor's form in its last six away matches, a visitor the host's form in its
// last six home matches. Form is league points per match (win 3, draw 1), mapped linearly from
// 0-3 onto 1-5 and rounded half up; a club with no match at that venue yet counts as average (3).

/** A finished match as the model reads it: the clubs and the final score. */
export interface FormMatch {
  teamH: number;
  teamA: number;
  teamHScore: number;
  teamAScore: number;
  /** Orders the matches: the latest six at each venue count (kick-off time, or the fixture id). */
  order: number;
}

/** A club's form at one venue: league points won in how many matches (at most six). */
export interface VenueForm {
  points: number;
  played: number;
}

/** Matches of each venue's form (SPEC §2: 'over the past six matches'). */
export const FDR_FORM_MATCHES = 6;

const resultPoints = (own: number, other: number) => (own > other ? 3 : own === other ? 1 : 0);

/** Each club's home and away form over its last six matches at that venue. */
export function venueForms(
  matches: readonly FormMatch[],
): Map<number, { home: VenueForm; away: VenueForm }> {
  const latestFirst = [...matches].sort((a, b) => b.order - a.order);
  const forms = new Map<number, { home: VenueForm; away: VenueForm }>();
  const formOf = (team: number) => {
    let form = forms.get(team);
    if (!form) {
      form = { home: { points: 0, played: 0 }, away: { points: 0, played: 0 } };
      forms.set(team, form);
    }
    return form;
  };
  for (const m of latestFirst) {
    const home = formOf(m.teamH).home;
    if (home.played < FDR_FORM_MATCHES) {
      home.points += resultPoints(m.teamHScore, m.teamAScore);
      home.played += 1;
    }
    const away = formOf(m.teamA).away;
    if (away.played < FDR_FORM_MATCHES) {
      away.points += resultPoints(m.teamAScore, m.teamHScore);
      away.played += 1;
    }
  }
  return forms;
}

/** The difficulty (1-5) of facing an opponent in this form: 1 + 4/3 of its points per match. */
export function difficultyOf(form: VenueForm | undefined): number {
  if (!form || form.played === 0) return 3;
  // round(1 + 4p / 3n), in integers: floor((6n + 8p + 3n) / 6n).
  return Math.floor((9 * form.played + 8 * form.points) / (6 * form.played));
}

/** The two difficulties of a fixture: the home side's (from the visitor's away form) and the away side's. */
export function fixtureDifficulty(
  forms: ReadonlyMap<number, { home: VenueForm; away: VenueForm }>,
  teamH: number,
  teamA: number,
): { teamH: number; teamA: number } {
  return {
    teamH: difficultyOf(forms.get(teamA)?.away),
    teamA: difficultyOf(forms.get(teamH)?.home),
  };
}
