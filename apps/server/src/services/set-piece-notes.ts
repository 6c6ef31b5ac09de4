// The clubs' set-piece notes (api-shapes §17), written from the players' orders: who takes the
// penalties, direct free kicks and corners, the order the match simulator follows too.
import type { SetPieceNotes } from '@ofl/api';
import { setPieceTakers, type Tx } from '@ofl/db';

const KINDS = [
  ['penalties', 'Penalties'],
  ['direct_freekicks', 'Direct free kicks'],
  ['corners', 'Corners and indirect free kicks'],
] as const;

/** 'A', 'A, then B', 'A, then B, then C'. */
const inOrder = (names: string[]) => names.join(', then ');

/** Every club's notes; `since` is when the orders were set (the start of the season). */
export async function setPieceNotes(db: Tx, since: Date): Promise<SetPieceNotes> {
  const rows = await setPieceTakers(db);
  const byTeam = new Map<number, typeof rows>();
  for (const r of rows) byTeam.set(r.team, [...(byTeam.get(r.team) ?? []), r]);
  return {
    last_updated: since.toISOString(),
    teams: [...byTeam].map(([id, takers]) => ({
      id,
      notes: KINDS.flatMap(([kind, label]) => {
        const names = takers.filter((t) => t.kind === kind).map((t) => t.web_name);
        return names.length === 0
          ? []
          : [
              {
                info_message: `${label}: ${inOrder(names)}.`,
                source_link: '',
                external_link: false,
              },
            ];
      }),
    })),
  };
}
