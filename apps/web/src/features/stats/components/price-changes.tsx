import { Link } from 'react-router';
import type { GameElement, GameElementType, GameTeam } from '@ofl/api';
import { DEFAULT_PRICE_SETTINGS } from '@ofl/engine/prices';

import { DataTable } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { PlayerButton } from '../../../components/player-button';
import { PriceProgress } from '../../../components/price-progress';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { priceMovers } from '../utils/price-movers';

const { step, maxPerEvent, floor } = DEFAULT_PRICE_SETTINGS;

/**
 * /statistics/price-changes (ours, under the Stats section): the players nearest a price rise and a price fall at the next
 * nightly update, from the price model's own state, with the transfers each still needs.
 */
export function PriceChanges({
  data,
}: {
  /** Bootstrap's players, clubs and positions; undefined while they load. */
  data?: PriceData;
}) {
  if (!data) return <Loading />;
  const { risers, fallers } = priceMovers(data.elements);
  const modelled = data.elements.some((e) => e.price_progress !== null);
  return (
    <section className="page price-changes">
      <h1>Price Changes</h1>
      <p className="page-intro">
        Prices here move by an open rule: a player changes price when the net transfers since his
        last change reach the number his change needs, which grows with the teams that own him.
        Changes are made once a night; at +100% a player rises {formatMoney(step)} at the next one
        as transfers stand now, at -100% he falls. A player moves at most {formatMoney(maxPerEvent)}{' '}
        each way in a gameweek, and no price falls below {formatMoney(floor)}.
      </p>
      <p>
        <Link to={paths.statistic.getHref('price_progress')}>
          Every player’s price change progress in Statistics
        </Link>
      </p>
      {!modelled ? (
        <p>This season’s prices follow the real season’s, so there is no progress to show.</p>
      ) : (
        <div className="columns price-changes__lists">
          <Movers way="rise" players={risers} data={data} />
          <Movers way="fall" players={fallers} data={data} />
        </div>
      )}
    </section>
  );
}

interface PriceData {
  elements: readonly GameElement[];
  teams: readonly GameTeam[];
  element_types: readonly GameElementType[];
}

/** Each way's list: its heading's id, its title and its words when nobody moves that way. */
const WAYS = {
  rise: { id: 'price-risers', title: 'Likely risers', empty: 'No player is heading for a rise.' },
  fall: { id: 'price-fallers', title: 'Likely fallers', empty: 'No player is heading for a fall.' },
};

/** One way's players: name, club and position, price, progress and what it still needs. */
function Movers({
  way,
  players,
  data: { teams, element_types: types },
}: {
  way: keyof typeof WAYS;
  players: readonly GameElement[];
  data: PriceData;
}) {
  const { id, title, empty } = WAYS[way];
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable
        labelledBy={id}
        empty={empty}
        rows={players}
        rowKey={(e) => e.id}
        columns={[
          {
            header: 'Player',
            rowHeader: true,
            cell: (e) => (
              <>
                <PlayerButton id={e.id}>{e.web_name}</PlayerButton>{' '}
                <span className="field__hint">
                  {teams.find((t) => t.id === e.team)?.short_name}{' '}
                  {types.find((t) => t.id === e.element_type)?.singular_name_short}
                </span>
              </>
            ),
          },
          {
            header: 'Cost',
            numeric: true,
            className: 'hide-narrow',
            cell: (e) => formatMoney(e.now_cost),
          },
          { header: 'Progress', cell: (e) => <PriceProgress element={e} detailed /> },
        ]}
      />
    </section>
  );
}
