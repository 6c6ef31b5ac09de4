import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';
import type { LeagueLimits } from '../../../lib/error-catalogue';
import { useClassicLeague } from '../api/get-classic-league';
import { useJoinPrivateLeague } from '../api/join-private-league';

/**
 * 'Join this league' for a manager who is not a member of a league open to all game players
 * (SPEC §6): the server hands him the code, and joining uses it.
 */
export function JoinThisLeague({
  leagueId,
  entryId,
  limits,
}: {
  leagueId: number;
  entryId: number;
  limits: LeagueLimits;
}) {
  const league = useClassicLeague(leagueId);
  const join = useJoinPrivateLeague(entryId);
  const code = league.data?.code;
  if (!code) return null;
  return (
    <div className="join-this-league">
      {join.error ? (
        <Alert type="error">
          {leagueErrorText(join.error instanceof ApiError ? join.error : null, limits)}
        </Alert>
      ) : null}
      <PendingButton pending={join.isPending} onClick={() => join.mutate(code)}>
        Join this league
      </PendingButton>
    </div>
  );
}
