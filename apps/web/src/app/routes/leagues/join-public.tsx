import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useJoinPublicLeague } from '../../../features/leagues/api/join-public-league';
import { JoinPublic } from '../../../features/leagues/components/join-public';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';

/**
 * /leagues/join/public, 'Join a Public League' (SPEC §4): the game places the team in a classic or
 * head-to-head league with room. Once the last deadline has passed no public league can be joined.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const bootstrap = useBootstrap().data;
  const settings = bootstrap?.game_settings;
  const join = useJoinPublicLeague(entryId);
  const navigate = useNavigate();
  const seasonOver = !(bootstrap?.events ?? []).some((e) => e.is_next);
  return (
    <section className="page">
      <h1>Join a Public League</h1>
      <JoinPublic
        size={settings?.league_max_size_public_classic ?? 20}
        h2hSize={settings?.league_max_size_public_h2h ?? 16}
        max={settings?.league_join_public_max ?? 5}
        closed={seasonOver}
        submitting={join.isPending ? (join.variables ?? 'c') : null}
        error={
          join.error
            ? leagueErrorText(join.error instanceof ApiError ? join.error : null, settings ?? {})
            : null
        }
        onJoin={(scoring) =>
          join.mutate(scoring, { onSuccess: () => navigate(paths.leagues.getHref()) })
        }
      />
    </section>
  );
}
