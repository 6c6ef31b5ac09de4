import type { GameElement, GameElementType, GameTeam } from '@ofl/api';
import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';

/** Players of one position by cost, dearest first; equal costs by points, then name. */
export function byCost(elements: readonly GameElement[], type: number): GameElement[] {
  return elements
    .filter((e) => e.element_type === type)
    .sort(
      (a, b) =>
        b.now_cost - a.now_cost ||
        b.total_points - a.total_points ||
        a.web_name.localeCompare(b.web_name),
    );
}

function HalfTable({
  players,
  teams,
  caption,
}: {
  players: readonly GameElement[];
  teams: ReadonlyMap<number, GameTeam>;
  caption: string;
}) {
  return (
    <DataTable
      scroll={false}
      className="printable__table"
      caption={caption}
      captionClassName="visually-hidden"
      rows={players}
      rowKey={(e) => e.id}
      columns={[
        { header: 'Player', rowHeader: true, cell: (e) => e.web_name },
        { header: 'Team', cell: (e) => teams.get(e.team)?.short_name },
        { header: 'Points', numeric: true, cell: (e) => e.total_points },
        { header: 'Cost', numeric: true, cell: (e) => formatMoney(e.now_cost) },
      ]}
    />
  );
}

/**
 * The printable player list (SPEC §2 Other pages): per position, players by cost descending,
 * split into two half tables side by side.
 */
export function PrintableList({
  elements,
  teams,
  elementTypes,
}: {
  elements: readonly GameElement[];
  teams: readonly GameTeam[];
  elementTypes: readonly GameElementType[];
}) {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  return (
    <div className="printable">
      {elementTypes.map((type) => {
        const players = byCost(elements, type.id);
        if (players.length === 0) return null;
        const half = Math.ceil(players.length / 2);
        return (
          <section key={type.id} className="printable__position" aria-labelledby={`pl-${type.id}`}>
            <h2 id={`pl-${type.id}`}>{type.plural_name}</h2>
            <div className="columns printable__halves">
              <HalfTable
                players={players.slice(0, half)}
                teams={teamById}
                caption={`${type.plural_name}, first half`}
              />
              <HalfTable
                players={players.slice(half)}
                teams={teamById}
                caption={`${type.plural_name}, second half`}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
