// The clubs' set-piece notes (api-shapes §17), written from the players' orders, the order the
// match simulator follows: who stands in while a first-choice taker is out, and who takes
// everything. The takers themselves are in bootstrap-static's orders.
import type { SetPieceNotes } from '@ofl/api';
import { setPieceTakers, type Tx } from '@ofl/db';

const KINDS = [
  ['penalties', 'penalties'],
  ['direct_freekicks', 'direct free-kicks'],
  ['corners', 'corners and indirect free-kicks'],
] as const;

type Taker = Awaited<ReturnType<typeof setPieceTakers>>[number];

/** The notes of one club's takers. */
export function clubNotes(takers: readonly Taker[]): string[] {
  const notes: string[] = [];
  const firsts = KINDS.map(([kind]) => takers.find((t) => t.kind === kind && t.order === 1));
  const [first] = firsts;
  if (first && firsts.every((t) => t?.web_name === first.web_name)) {
    notes.push(`${first.web_name} is first choice for penalties, free-kicks and corners.`);
  }
  for (const [kind, label] of KINDS) {
    const [lead, next] = takers.filter((t) => t.kind === kind);
    if (!lead || lead.status === 'a') continue;
    const why = lead.news ? ` (${lead.news})` : '';
    notes.push(
      next && next.status === 'a'
        ? `${lead.web_name} is out${why}: ${next.web_name} is expected to take the ${label}.`
        : `${lead.web_name} is out${why}: no fit taker is named for the ${label}.`,
    );
  }
  return notes;
}

/**
 * Every club's notes. last_updated is when a taker's availability last changed, or the start
 * of the season (`since`) when none has.
 */
export async function setPieceNotes(db: Tx, since: Date): Promise<SetPieceNotes> {
  const rows = await setPieceTakers(db);
  const byTeam = new Map<number, Taker[]>();
  for (const r of rows) byTeam.set(r.team, [...(byTeam.get(r.team) ?? []), r]);
  const latest = Math.max(
    since.getTime(),
    ...rows.map((r) => (r.news_added ? new Date(r.news_added).getTime() : 0)),
  );
  return {
    last_updated: new Date(latest).toISOString(),
    teams: [...byTeam].map(([id, takers]) => ({
      id,
      notes: clubNotes(takers).map((info_message) => ({
        info_message,
        source_link: '',
        external_link: false,
      })),
    })),
  };
}
