import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { standingsHref, paths } from '../../config/paths';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useEntry } from '../../features/entry/api/get-entry';
import { useCodeCheck } from '../../features/leagues/api/check-league-code';
import { useJoinPrivateLeague } from '../../features/leagues/api/join-private-league';
import { AutoJoinDialog } from '../../features/leagues/components/auto-join-dialog';
import { ApiError } from '../../lib/api-client';
import { clearAutoJoinCode, readAutoJoinCode } from '../../lib/auto-join';
import { allLeagues } from '../../lib/league-groups';
import { leagueErrorText } from '../../lib/error-catalogue';

/**
 * Offers the league of a pending auto-join code to a manager with a team, on whatever page he
 * lands (SPEC §4): the code is checked first, and a failed check forgets it. Joining, cancelling
 * or finding he is a member already forgets it too; a member goes to the league's standings.
 */
export function AutoJoinHost({ entryId }: { entryId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => readAutoJoinCode());
  // The auto-join route stores the code and moves on: read it again after each move.
  useEffect(() => setCode(readAutoJoinCode()), [location.key]);
  const check = useCodeCheck(code);
  const entry = useEntry(entryId);
  const join = useJoinPrivateLeague(entryId);
  const settings = useBootstrap().data?.game_settings ?? {};
  const forget = () => {
    clearAutoJoinCode();
    setCode(null);
    join.reset();
  };
  useEffect(() => {
    if (check.isError) {
      clearAutoJoinCode();
      setCode(null);
    }
  }, [check.isError]);

  if (!code || !check.data || !entry.data) return null;
  const league = check.data;
  const leagues = entry.data.leagues;
  const member =
    league.entry_is_member === true || allLeagues(leagues).some((l) => l.id === league.id);
  const error = join.error instanceof ApiError ? join.error : null;
  return (
    <AutoJoinDialog
      name={league.name}
      member={member}
      joining={join.isPending}
      error={error ? leagueErrorText(error, settings) : join.error ? 'Error' : null}
      onConfirm={() =>
        join.mutate(code, {
          onSuccess: () => {
            forget();
            navigate(paths.leagues.getHref());
          },
          onError: (failure) => {
            if (failure instanceof ApiError && failure.code === 'already_joined') {
              forget();
              navigate(standingsHref(league));
            }
          },
        })
      }
      onCancel={() => {
        forget();
        if (member) navigate(standingsHref(league));
      }}
    />
  );
}
