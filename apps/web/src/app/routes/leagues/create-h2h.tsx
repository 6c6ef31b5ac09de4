import { useNavigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useCreateH2hLeague } from '../../../features/leagues/api/create-h2h-league';
import { CreateH2hForm } from '../../../features/leagues/components/create-h2h-form';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';

/**
 * /leagues/create/h2h, 'Create a Head-to-Head League' (SPEC §4): matches start from the next
 * gameweek on; after the last deadline no league can be created. The new league opens on its
 * invite page, code ready to share.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const bootstrap = useBootstrap().data;
  const create = useCreateH2hLeague(entryId);
  const navigate = useNavigate();
  const all = bootstrap?.events ?? [];
  const next = all.find((e) => e.is_next);
  const events = next ? all.filter((e) => e.id >= next.id) : [];
  const settings = bootstrap?.game_settings;
  const error = create.error
    ? leagueErrorText(
        create.error instanceof ApiError ? create.error : null,
        settings ?? {},
        'create',
      )
    : null;
  return (
    <section className="page">
      <h1>Create a Head-to-Head League</h1>
      {events.length === 0 ? (
        <Alert type="info">New leagues can no longer be created this season.</Alert>
      ) : (
        <CreateH2hForm
          events={events}
          lastEvent={all.at(-1)?.id ?? 38}
          limits={{
            maxSize: settings?.league_max_size_private_h2h ?? 16,
            maxKoRounds: settings?.league_max_ko_rounds_private_h2h ?? 3,
          }}
          submitting={create.isPending}
          error={error}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (league) => navigate(paths.leagueInvite.getHref(league.id)),
            })
          }
        />
      )}
    </section>
  );
}
