import { useMe } from '../../../lib/api/get-me';
import { useCreateClassicLeague } from '../../../features/leagues/api/create-classic-league';
import { CreateClassicForm } from '../../../features/leagues/components/create-classic-form';
import { CreateLeaguePage, useCreateLeague } from './create-league';

/**
 * /leagues/create/classic, 'Create a Classic League & Cup' (SPEC §2): scoring may start from
 * the next gameweek on. The new league opens on its invite page, code ready to share.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const create = useCreateClassicLeague(entryId);
  const { events, error, submit } = useCreateLeague(create);
  return (
    <CreateLeaguePage title="Create a Classic League & Cup" open={events.length > 0}>
      <CreateClassicForm
        events={events}
        submitting={create.isPending}
        error={error}
        onSubmit={submit}
      />
    </CreateLeaguePage>
  );
}
