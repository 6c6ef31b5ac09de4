import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

import { Alert } from '../../components/ui/alert';
import { ErrorPage } from '../../components/ui/error-page';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useFixtures } from '../../features/fixtures/api/get-fixtures';
import { FixtureList } from '../../features/fixtures/components/fixture-list';
import { FixturesNav } from '../../features/fixtures/components/fixtures-nav';
import { initialFixturesEvent } from '../../features/fixtures/utils/fixture-days';
import '../../features/fixtures/components/fixtures.css';

/**
 * /fixtures and /fixtures/:eventId (SPEC §2 Fixtures, §4): one gameweek's matches with
 * Previous and Next, scores that move while matches are on, and each match's details.
 */
export function Component() {
  const params = useParams();
  const given = params.eventId === undefined ? null : Number(params.eventId);
  const bootstrap = useBootstrap().data;
  const events = bootstrap?.events ?? [];
  const eventId = bootstrap ? initialFixturesEvent(events, given) : null;
  const event = events.find((e) => e.id === eventId);
  const fixtures = useFixtures(eventId ?? 0, { enabled: event !== undefined });
  const teams = useMemo(() => new Map((bootstrap?.teams ?? []).map((t) => [t.id, t])), [bootstrap]);
  const names = useMemo(() => {
    const byId = new Map(
      (bootstrap?.elements ?? []).map((e) => [e.id, String(e.web_name ?? '')] as const),
    );
    return (element: number) => byId.get(element) ?? '';
  }, [bootstrap]);
  if (given !== null && !Number.isInteger(given)) return <ErrorPage status={404} />;
  if (bootstrap && given !== null && !event) return <ErrorPage status={404} />;
  return (
    <section className="page">
      <h1>Fixtures &amp; Results</h1>
      <FixturesNav />
      {!bootstrap ? (
        <Loading />
      ) : !event || teams.size === 0 ? (
        <p>No teams or events to show</p>
      ) : (
        <>
          <div className="event-pager">
            {event.id > 1 ? (
              <Link
                className="button button--secondary"
                to={paths.fixturesEvent.getHref(event.id - 1)}
              >
                Previous
              </Link>
            ) : (
              <span />
            )}
            <h2>{event.name}</h2>
            {event.id < events.length ? (
              <Link
                className="button button--secondary"
                to={paths.fixturesEvent.getHref(event.id + 1)}
              >
                Next
              </Link>
            ) : (
              <span />
            )}
          </div>
          {fixtures.data ? (
            fixtures.data.length === 0 ? (
              <p>No teams or events to show</p>
            ) : (
              <FixtureList fixtures={fixtures.data} teams={teams} names={names} />
            )
          ) : fixtures.error ? (
            <Alert type="error">The fixtures could not be loaded.</Alert>
          ) : (
            <Loading />
          )}
          <p className="field__hint">Kick-off times are in your time zone.</p>
        </>
      )}
    </section>
  );
}
