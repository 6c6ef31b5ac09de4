import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import type { Bootstrap } from '@ofl/api';

import { Alert } from '../../../components/ui/alert';
import { availabilityOf } from '../../../components/ui/availability/availability';
import { AvailabilityFlag } from '../../../components/ui/availability/availability-flag';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useDreamTeam } from '../../../lib/api/get-dream-team';
import { useEventStatus } from '../../../lib/api/get-event-status';
import { PlayerButton } from '../../../components/player-button';
import { useNews } from '../../../lib/api/get-news';
import { playersWithNews } from '../../../lib/players-with-news';
import { SCOUT_TAG, dayMonthYear } from '../../../lib/format-news';
import { useBestLeagues, useMostValuableTeams } from '../api/get-stats';
import { PlayerCarousel } from './player-carousel';
import './dashboard.css';

type Event = Bootstrap['events'][number];

// The pitch comes with the panel that shows it, so the landing page does not load it.
const DreamTeamPitch = lazy(() =>
  import('../../dream-team/components/dream-team-pitch').then((m) => ({
    default: m.DreamTeamPitch,
  })),
);
type Element = Bootstrap['elements'][number];

/** Players in the Player Availability panel, and rows of the top-5 panels (SPEC §2 Home). */
const AVAILABILITY = 16;
const TOP = 5;
const SLIDES = 9;

const POINTS_LABEL: Record<string, string> = { l: 'Live', p: 'Provisional', r: 'Confirmed' };
const money = (tenths: number) => `£${(tenths / 10).toFixed(1)}m`;

/**
 * The Status dashboard of a manager with a team (SPEC §2 Home): the gameweek's status, its
 * figures and links, the latest from The Scout, the team of the week, the transfers, the
 * players of the week, the most valuable teams, the best leagues and player availability.
 */
export function Dashboard({
  bootstrap,
  event,
  entry,
  startedEvent,
  managerName,
}: {
  bootstrap: Bootstrap;
  event: Event;
  entry: number;
  /** The entry's first gameweek, once loaded. */
  startedEvent: number | undefined;
  managerName: string;
}) {
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const clubs = new Map(bootstrap.teams.map((t) => [t.id, t.short_name]));
  const kits = new Map(bootstrap.teams.map((t) => [t.id, t.kit]));
  const started = event.is_current || event.is_previous;
  const player = (e: Element) => <PlayerButton id={e.id}>{e.web_name}</PlayerButton>;
  const playerAndClub = (e: Element) => (
    <>
      {player(e)} <span className="dashboard__club">{clubs.get(e.team)}</span>
    </>
  );
  return (
    <section className="page dashboard">
      <p className="page-intro">{managerName}</p>
      <h1>{event.name} Status</h1>
      <div className="columns dashboard__grid">
        <EventStatusPanel />
        <EventInfoPanel
          event={event}
          entry={entry}
          started={started}
          // A team whose first gameweek is still to come has no picks, so no points page, in it.
          hasPicks={started && (startedEvent ?? event.id) <= event.id}
        />
        <ScoutPanel />
        <TeamOfTheWeekPanel
          event={started ? event.id : null}
          bootstrap={bootstrap}
          byId={byId}
          player={player}
        />
        <TransfersPanel elements={bootstrap.elements} player={playerAndClub} />
        <section className="panel dashboard__panel" aria-labelledby="dash-potw">
          <h2 id="dash-potw">Player of the Week</h2>
          <PlayerCarousel
            slides={[...bootstrap.elements]
              .filter((e) => e.event_points > 0)
              .sort((a, b) => b.event_points - a.event_points || a.id - b.id)
              .slice(0, SLIDES)
              .map((e) => ({
                id: e.id,
                name: e.web_name,
                club: clubs.get(e.team) ?? '',
                points: e.event_points,
                picture: e,
                kit: kits.get(e.team),
                goalkeeper: e.element_type === 1,
              }))}
          />
        </section>
        <MostValuablePanel />
        <BestLeaguesPanel />
        <AvailabilityPanel elements={bootstrap.elements} player={playerAndClub} />
      </div>
    </section>
  );
}

/** The gameweek's match days: points Live, Provisional or Confirmed, bonus Added. */
function EventStatusPanel() {
  const status = useEventStatus().data;
  return (
    <section className="panel dashboard__panel" aria-labelledby="dash-status">
      <h2 id="dash-status">Gameweek status</h2>
      <DataTable
        labelledBy="dash-status"
        rows={status?.status ?? []}
        rowKey={(day) => day.date}
        columns={[
          { header: 'Date', rowHeader: true, cell: (day) => dayMonthYear(day.date) },
          { header: 'Points', cell: (day) => POINTS_LABEL[day.points] ?? '-' },
          { header: 'Bonus', cell: (day) => (day.bonus_added ? 'Added' : '-') },
        ]}
      />
      <p className="dashboard__note">
        Assists are confirmed within one hour of the last match of the day, and bonus points are
        awarded one hour after.
      </p>
      <p className="dashboard__leagues">
        League tables:{' '}
        {status?.leagues === 'Updated'
          ? 'Updated'
          : status?.leagues === 'Updating'
            ? 'Updating'
            : (status?.status ?? []).some((day) => day.points === 'l' || day.points === 'p')
              ? 'Live: your ranks and league tables move with every goal'
              : 'Updated after the gameweek'}
      </p>
    </section>
  );
}

function EventInfoPanel({
  event,
  entry,
  started,
  hasPicks,
}: {
  event: Event;
  entry: number;
  started: boolean;
  hasPicks: boolean;
}) {
  return (
    <section className="panel dashboard__panel" aria-labelledby="dash-info">
      <h2 id="dash-info">{event.name}</h2>
      <dl className="dashboard__figures">
        <div>
          <dt>Average Points</dt>
          <dd>{started ? event.average_entry_score : '-'}</dd>
        </div>
        <div>
          <dt>Highest Points</dt>
          <dd>
            {started && event.highest_score !== null && event.highest_scoring_entry !== null ? (
              <Link to={paths.entryEvent.getHref(event.highest_scoring_entry, event.id)}>
                {event.highest_score}
              </Link>
            ) : (
              '-'
            )}
          </dd>
        </div>
      </dl>
      <ul className="dashboard__links">
        <li>
          <Link
            className="button button--primary"
            to={hasPicks ? paths.entryEvent.getHref(entry, event.id) : paths.myTeam.getHref()}
          >
            My Team
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.prizes.getHref()}>
            Prizes
          </Link>
        </li>
      </ul>
    </section>
  );
}

function ScoutPanel() {
  const news = useNews({ tag: SCOUT_TAG, type: 'TEXT', pageSize: 1 });
  const lead = news.data?.content[0];
  return (
    <section className="panel dashboard__panel" aria-labelledby="dash-scout">
      <h2 id="dash-scout">Latest from The Scout</h2>
      {news.isError ? (
        <Alert type="error">Problem showing scout content.</Alert>
      ) : lead ? (
        <article className="dashboard__lead">
          <p className="news-article__date">{dayMonthYear(lead.date)}</p>
          <h3>
            <Link to={paths.scoutItem.getHref(lead.id)}>{lead.title}</Link>
          </h3>
          {lead.summary && <p>{lead.summary}</p>}
        </article>
      ) : news.isPending ? null : (
        <p>No news yet.</p>
      )}
      <Link to={paths.scout.getHref()}>More from The Scout</Link>
    </section>
  );
}

function TeamOfTheWeekPanel({
  event,
  bootstrap,
  byId,
  player,
}: {
  event: number | null;
  bootstrap: Bootstrap;
  byId: Map<number, Element>;
  player: (e: Element) => React.ReactNode;
}) {
  const team = useDreamTeam(event).data;
  const top = team?.top_player ? byId.get(team.top_player.id) : undefined;
  const total = team?.team.reduce((sum, p) => sum + p.points, 0) ?? 0;
  const title = event === null ? 'Team of the Season' : 'Team of the Week';
  return (
    <section className="panel dashboard__panel" aria-labelledby="dash-totw">
      <h2 id="dash-totw">{title}</h2>
      {team && team.team.length > 0 ? (
        <dl className="dashboard__figures">
          <div>
            <dt>Total Points</dt>
            <dd>{total}</dd>
          </div>
          {top && (
            <div>
              <dt>{event === null ? 'Player of the Season' : 'Player of the Week'}</dt>
              <dd>
                {player(top)} {team.top_player!.points} pts
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>The team will appear here once the gameweek is played.</p>
      )}
      {team && team.team.length > 0 && (
        <Suspense fallback={null}>
          <DreamTeamPitch team={team} data={bootstrap} />
        </Suspense>
      )}
      <Link
        to={event === null ? paths.teamOfTheSeason.getHref() : paths.teamOfTheWeek.getHref(event)}
      >
        View {title}
      </Link>
    </section>
  );
}

type TopTableProps<Row> = {
  caption?: string;
  labelledBy?: string;
  headings: [string, string];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  name: (row: Row) => React.ReactNode;
  value: (row: Row) => React.ReactNode;
  empty?: string;
};

/**
 * A top-5 panel's table: a name column and a figure column, the first five rows; titled by its
 * caption or by the panel's heading, with a row saying when there is none.
 */
function TopTable<Row>({
  caption,
  labelledBy,
  headings: [nameHeading, valueHeading],
  rows,
  rowKey,
  name,
  value,
  empty,
}: TopTableProps<Row>) {
  return (
    <DataTable
      scroll={false}
      labelledBy={labelledBy}
      caption={caption || undefined}
      rows={rows.slice(0, TOP)}
      rowKey={rowKey}
      emptyRow={empty || undefined}
      columns={[
        { header: nameHeading, rowHeader: true, cell: name },
        { header: valueHeading, numeric: true, cell: value },
      ]}
    />
  );
}

/** A panel of players, each drawn by `player` (his name's button and his club). */
interface PlayersPanelProps {
  elements: readonly Element[];
  player: (e: Element) => React.ReactNode;
}

function TransfersPanel({ elements, player }: PlayersPanelProps) {
  const list = (key: 'transfers_in_event' | 'transfers_out_event', title: string) => (
    <div className="dashboard__transfers">
      <TopTable
        caption={title}
        headings={['Player', 'Transfers']}
        rows={[...elements]
          .filter((e) => e[key] > 0)
          .sort((a, b) => b[key] - a[key] || a.id - b.id)}
        rowKey={(e) => e.id}
        name={player}
        value={(e) => e[key].toLocaleString('en-GB')}
        empty="No transfers yet this gameweek."
      />
      <Link to={paths.statistic.getHref(key)}>View all</Link>
    </div>
  );
  return (
    <section className="panel dashboard__panel" aria-labelledby="dash-transfers">
      <h2 id="dash-transfers">Transfers</h2>
      <div className="dashboard__pair">
        {list('transfers_in_event', 'Top transfers in')}
        {list('transfers_out_event', 'Top transfers out')}
      </div>
    </section>
  );
}

/** A top-5 panel of its own: its title over the table, or a word while there is nothing yet. */
function TopPanel<Row>({
  id,
  title,
  ...table
}: { id: string; title: string } & Omit<TopTableProps<Row>, 'labelledBy'>) {
  return (
    <section className="panel dashboard__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {table.rows.length === 0 ? (
        <p>The {title} will appear here when available.</p>
      ) : (
        <TopTable labelledBy={id} {...table} />
      )}
    </section>
  );
}

function MostValuablePanel() {
  return (
    <TopPanel
      id="dash-mvt"
      title="Most Valuable Teams"
      headings={['Team', 'Value']}
      rows={useMostValuableTeams().data ?? []}
      rowKey={(t) => t.entry}
      name={(t) => (
        <>
          <Link to={paths.entryHistory.getHref(t.entry)}>{t.name}</Link>
          <span className="dashboard__club">{t.player_name}</span>
        </>
      )}
      value={(t) => money(t.value_with_bank)}
    />
  );
}

function BestLeaguesPanel() {
  return (
    <TopPanel
      id="dash-best"
      title="Best Leagues"
      headings={['League', 'Average']}
      rows={useBestLeagues().data ?? []}
      rowKey={(l) => l.league}
      name={(l) => <Link to={paths.standingsClassic.getHref(l.league)}>{l.name}</Link>}
      value={(l) => l.average_score.toFixed(1)}
    />
  );
}

function AvailabilityPanel({ elements, player }: PlayersPanelProps) {
  const rows = playersWithNews(elements, 'all', 'news_added').slice(0, AVAILABILITY);
  return (
    <section className="panel dashboard__panel dashboard__panel--wide" aria-labelledby="dash-avail">
      <h2 id="dash-avail">Player Availability</h2>
      <ul className="dashboard__availability">
        {rows.map((e) => {
          const flag = availabilityOf(e);
          return (
            <li key={e.id}>
              {flag && <AvailabilityFlag availability={flag} name={e.web_name} />}
              <span>
                {player(e)}
                <span className="dashboard__news">{e.news}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <Link to={paths.scoutPlayerNews.getHref()}>View all player news</Link>
    </section>
  );
}
