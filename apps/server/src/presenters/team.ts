// Rows to the FPL `teams[]` objects, with the league table from finished fixtures and our kit.
import type { FixtureRow, TeamRow } from '@ofl/db';

interface Record {
  played: number;
  win: number;
  draw: number;
  loss: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** Presents the clubs with played/win/draw/loss/points and their table position. */
export function presentTeams(rows: readonly TeamRow[], fixtureRows: readonly FixtureRow[]) {
  const table = new Map<number, Record>(
    rows.map((t) => [
      t.id,
      { played: 0, win: 0, draw: 0, loss: 0, points: 0, goalDifference: 0, goalsFor: 0 },
    ]),
  );
  for (const f of fixtureRows) {
    if (!f.finished || f.teamHScore == null || f.teamAScore == null) continue;
    const sides: [number, number, number][] = [
      [f.teamH, f.teamHScore, f.teamAScore],
      [f.teamA, f.teamAScore, f.teamHScore],
    ];
    for (const [team, scored, conceded] of sides) {
      const r = table.get(team);
      if (!r) continue;
      r.played++;
      r.goalsFor += scored;
      r.goalDifference += scored - conceded;
      if (scored > conceded) {
        r.win += 1;
        r.points += 3;
      } else if (scored === conceded) {
        r.draw += 1;
        r.points += 1;
      } else {
        r.loss += 1;
      }
    }
  }
  // League order: points, goal difference, goals scored, then name.
  const order = [...rows].sort((a, b) => {
    const x = table.get(a.id)!;
    const y = table.get(b.id)!;
    return (
      y.points - x.points ||
      y.goalDifference - x.goalDifference ||
      y.goalsFor - x.goalsFor ||
      a.name.localeCompare(b.name)
    );
  });
  const position = new Map(order.map((t, i) => [t.id, i + 1]));
  return rows.map((t) => {
    const r = table.get(t.id)!;
    return {
      code: t.code,
      draw: r.draw,
      form: null,
      id: t.id,
      loss: r.loss,
      name: t.name,
      played: r.played,
      points: r.points,
      position: position.get(t.id)!,
      short_name: t.shortName,
      strength: t.strength,
      team_division: null,
      unavailable: false,
      win: r.win,
      link_url: '',
      strength_overall_home: t.strengthOverallHome,
      strength_overall_away: t.strengthOverallAway,
      strength_attack_home: t.strengthAttackHome,
      strength_attack_away: t.strengthAttackAway,
      strength_defence_home: t.strengthDefenceHome,
      strength_defence_away: t.strengthDefenceAway,
      pulse_id: t.pulseId,
      kit: t.kit,
    };
  });
}
