import { useMe } from '../../../lib/api/get-me';
import { useCreateH2hLeague } from '../../../features/leagues/api/create-h2h-league';
import { CreateH2hForm } from '../../../features/leagues/components/create-h2h-form';
import { CreateLeaguePage, useCreateLeague } from './create-league';

/**
 * /leagues/create/h2h, 'Create a Head-to-Head League' (SPEC §4): matches start from the next
 * gameweek on; after the last deadline no league can be created. The new league opens on its
 * invite page, code ready to share.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const create = useCreateH2hLeague(entryId);
  const { all, events, settings, error, submit } = useCreateLeague(create);
  return (
    <CreateLeaguePage title="Create a Head-to-Head League" open={events.length > 0}>
      <CreateH2hForm
        events={events}
        lastEvent={all.at(-1)?.id ?? 38}
        limits={{
          maxSize: settings?.league_max_size_private_h2h ?? 16,
          maxKoRounds: settings?.league_max_ko_rounds_private_h2h ?? 3,
        }}
        submitting={create.isPending}
        error={error}
        onSubmit={submit}
      />
    </CreateLeaguePage>
  );
}
