import { useNavigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useCreateClassicLeague } from '../../../features/leagues/api/create-classic-league';
import { CreateClassicForm } from '../../../features/leagues/components/create-classic-form';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';

/**
 * /leagues/create/classic, 'Create a Classic League & Cup' (SPEC §2): scoring may start from
 * the next gameweek on. The new league opens on its invite page, code ready to share.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const bootstrap = useBootstrap().data;
  const create = useCreateClassicLeague(entryId);
  const navigate = useNavigate();
  const next = bootstrap?.events.find((e) => e.is_next);
  const events = next ? (bootstrap?.events ?? []).filter((e) => e.id >= next.id) : [];
  const error = create.error
    ? leagueErrorText(
        create.error instanceof ApiError ? create.error : null,
        bootstrap?.game_settings ?? {},
        'create',
      )
    : null;
  return (
    <section className="page">
      <h1>Create a Classic League &amp; Cup</h1>
      {events.length === 0 ? (
        <Alert type="info">New leagues can no longer be created this season.</Alert>
      ) : (
        <CreateClassicForm
          events={events}
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
