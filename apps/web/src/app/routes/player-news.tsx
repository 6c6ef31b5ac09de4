import { useState } from 'react';

import { availabilityOf } from '../../components/ui/availability/availability';
import { AvailabilityFlag } from '../../components/ui/availability/availability-flag';
import { Loading } from '../../components/ui/loading';
import { TableScroll } from '../../components/ui/table-scroll';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent, nextEvent } from '../../features/bootstrap/utils/events';
import { useFixtures } from '../../features/fixtures/api/get-fixtures';
import { PlayerButton } from '../../components/player-button';
import { PlayerViewField } from '../../components/player-filters';
import { ScoutNav } from '../../features/scout/components/scout-nav';
import { TeamNewsCarousel } from '../../features/scout/components/team-news-carousel';
import { playersWithNews, type NewsSort } from '../../lib/players-with-news';
import '../../features/scout/components/scout.css';

/** /the-scout/player-news: every player with news, filtered and sorted (SPEC §2 News). */
export function Component() {
  const bootstrap = useBootstrap().data;
  const [filter, setFilter] = useState('all');
  const [sort, setSort] = useState<NewsSort>('news_added');
  const upcoming = bootstrap
    ? (nextEvent(bootstrap.events) ?? currentEvent(bootstrap.events))
    : undefined;
  // A failed fixtures call shows no carousel (SPEC §8: fixtures fetches fail silently).
  const fixtures = useFixtures(upcoming?.id, { enabled: upcoming !== undefined }).data ?? [];
  if (!bootstrap) return <Loading />;
  const teams = new Map(bootstrap.teams.map((t) => [t.id, t]));
  const types = new Map(bootstrap.element_types.map((t) => [t.id, t]));
  const rows = playersWithNews(bootstrap.elements, filter, sort);
  // Only the positions some player plays.
  const positions = bootstrap.element_types.filter((t) =>
    bootstrap.elements.some((e) => e.element_type === t.id),
  );
  return (
    <section className="page scout">
      <h1>Player News</h1>
      <ScoutNav />
      <TeamNewsCarousel fixtures={fixtures} bootstrap={bootstrap} />
      <div className="scout__controls">
        <PlayerViewField
          id="news-filter"
          value={filter}
          elementTypes={positions}
          teams={bootstrap.teams}
          onChange={setFilter}
        />
        <div className="field">
          <label htmlFor="news-sort">Sorted by</label>
          <select id="news-sort" value={sort} onChange={(e) => setSort(e.target.value as NewsSort)}>
            <option value="news_added">Most recently added</option>
            <option value="chance_of_playing_next_round">Chance of playing</option>
          </select>
        </div>
      </div>
      <TableScroll>
        <table className="table player-news">
          <caption>Players with news: {rows.length}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">News</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => {
              const flag = availabilityOf(e);
              return (
                <tr key={e.id}>
                  <th scope="row">
                    <span className="player-news__player">
                      {flag && <AvailabilityFlag availability={flag} name={e.web_name} />}
                      <PlayerButton id={e.id}>{e.web_name}</PlayerButton>
                    </span>
                    <span className="player-news__meta">
                      {teams.get(e.team)?.short_name}{' '}
                      {types.get(e.element_type)?.singular_name_short}
                    </span>
                  </th>
                  <td>{e.news}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
