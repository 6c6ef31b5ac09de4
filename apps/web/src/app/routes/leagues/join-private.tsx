import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useJoinPrivateLeague } from '../../../features/leagues/api/join-private-league';
import { JoinPrivateForm } from '../../../features/leagues/components/join-private-form';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';

/** /leagues/join/private, 'Join an Invitational League' by its code; then to /leagues. */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const settings = useBootstrap().data?.game_settings ?? {};
  const join = useJoinPrivateLeague(entryId);
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1>Join an Invitational League</h1>
      <p>Enter the code the league administrator gave you.</p>
      <JoinPrivateForm
        submitting={join.isPending}
        error={
          join.error
            ? leagueErrorText(join.error instanceof ApiError ? join.error : null, settings)
            : null
        }
        onSubmit={(code) =>
          join.mutate(code, { onSuccess: () => navigate(paths.leagues.getHref()) })
        }
      />
    </section>
  );
}
