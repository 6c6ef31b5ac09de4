import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { ErrorPage } from '../../../components/ui/error-page';
import { Options, SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useCupEntrants } from '../../../features/cups/api/get-cup-entrants';
import { useCupMatches } from '../../../features/cups/api/get-cup-matches';
import { useCupStatus } from '../../../features/cups/api/get-cup-status';
import { CupMatches } from '../../../features/cups/components/cup-matches';
import { CupStandingsLink } from '../../../features/cups/components/cup-standings-link';
import { HowTheCupWorks } from '../../../features/cups/components/how-the-cup-works';
import { cupBanner, cupMessage, largeCupRedirect } from '../../../features/cups/utils/cup-state';
import { useEntry } from '../../../features/entry/api/get-entry';
import { Pager } from '../../../components/ui/pager';
import { errorLine } from '../../../lib/api-client';
import { allLeagues } from '../../../lib/league-groups';
import { useCupParams } from './cup-params';
import { CupStatusFallback } from './cup-status-fallback';
import { useLeagueId } from './league-params';

/** A filter of the cup's matches: all of them, or one choice; a change goes back to page 1. */
function CupFilter({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  children: ReactNode;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value) || undefined)}
    >
      <option value="">{all}</option>
      {children}
    </SelectField>
  );
}

/**
 * /leagues/:leagueId/cup, open to all (SPEC §2, §4 Cup): a league's cup, its matches by team and
 * gameweek, page by page, with 'How the cup works'. A cup not drawn yet goes to cup-not-started;
 * a large cup opens on a gameweek from Gameweek 32, else on the manager's own matches.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useCupParams();
  const status = useCupStatus(leagueId);
  const bootstrap = useBootstrap().data;
  const current = currentEvent(bootstrap?.events ?? [])?.id ?? null;
  const ownEntry = useMe().data?.player?.entry ?? null;
  const own = useEntry(ownEntry);
  const cup = status.data;
  const cupId = cup?.cup_league ?? null;
  const mine = allLeagues(own.data?.leagues).find((l) => l.id === cup?.qualifying_league);
  const ownView =
    ownEntry !== null && mine ? { entry: ownEntry, qualified: mine.cup_qualified } : null;
  const ready = cup != null && bootstrap != null && (ownEntry === null || !own.isPending);
  const redirect = ready ? largeCupRedirect(cup, query, current, ownView) : null;
  useEffect(() => {
    if (redirect) setQuery({ ...redirect, page: 1 }, true);
    // Only a new target moves the page.
  }, [redirect?.entry, redirect?.event]);
  const listable =
    cupId !== null && cup != null && (!cup.is_large || !!query.entry || !!query.event);
  const matches = useCupMatches(
    cupId,
    { page: query.page, entry: query.entry, event: query.event },
    listable && !redirect,
  );
  const entrants = useCupEntrants(cupId, cup != null && !cup.is_large);

  if (leagueId == null) return <ErrorPage status={404} />;
  if (status.error || !cup) return <CupStatusFallback error={status.error} />;
  if (cupId === null) return <Navigate to={paths.leagueCupNotStarted.getHref(leagueId)} replace />;

  const rows = matches.data?.results ?? [];
  const message = listable && !matches.data ? null : cupMessage(cup, query, current, rows);
  const firstRound = (cup.qualification_event ?? 37) + 1;
  const gameweeks = Array.from({ length: 39 - firstRound }, (_, i) => firstRound + i);
  const teams = cup.is_large
    ? ownView?.qualified
      ? [{ entry: ownView.entry, entry_name: 'My team', player_name: '' }]
      : []
    : (entrants.data ?? []);
  const filterOf = (field: 'entry' | 'event') => ({
    value: query[field],
    onChange: (value: number | undefined) => setQuery({ [field]: value, page: 1 }),
  });
  return (
    <section className="page">
      <h1>{cup.name}</h1>
      <p className="alert alert--info">{cupBanner(cup, current)}</p>
      <CupStandingsLink leagueId={cup.qualifying_league} />
      <div className="cup-filters">
        <CupFilter label="Select team" all="All teams" {...filterOf('entry')}>
          <Options
            items={teams}
            value={(t) => t.entry}
            label={(t) => (t.player_name ? `${t.entry_name} - ${t.player_name}` : t.entry_name)}
          />
        </CupFilter>
        <CupFilter label="Select gameweek" all="All gameweeks" {...filterOf('event')}>
          <Options
            items={gameweeks}
            value={(event) => event}
            label={(event) => `Gameweek ${event}`}
          />
        </CupFilter>
      </div>
      {matches.error ? (
        <Alert type="error">{errorLine(matches.error)}</Alert>
      ) : listable && !matches.data ? (
        <Loading />
      ) : null}
      {message && <p role="status">{message}</p>}
      {rows.length > 0 && <CupMatches matches={rows} currentEvent={current} />}
      {matches.data && (
        <Pager
          label="Cup matches pages"
          page={matches.data.page}
          hasNext={matches.data.has_next}
          onPage={(page) => setQuery({ page })}
        />
      )}
      <HowTheCupWorks />
    </section>
  );
}
