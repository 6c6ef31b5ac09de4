import { useNavigate } from 'react-router';

import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useEntry } from '../../features/entry/api/get-entry';
import { useUpdateEntry } from '../../features/entry-update/api/update-entry';
import { TeamDetailsForm } from '../../features/entry-update/components/team-details-form';
import { KitDesigner } from '../../features/kit/components/kit-designer';
import { parseKit, serializeKit } from '../../features/kit/utils/kit';

/**
 * /entry-update, 'My Details' (SPEC §2): only the owner reaches it (the route sits behind the
 * team guard and edits the signed-in manager's own entry). Success goes to Pick Team; a failure
 * keeps the form with the error. An unreadable stored kit starts from the default kit.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? null;
  const entry = useEntry(entryId);
  const teams = useBootstrap().data?.teams ?? [];
  const update = useUpdateEntry(entryId ?? 0);
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1>My Details</h1>
      <QueryState query={entry}>
        {(data) => (
          <TeamDetailsForm
            initial={{
              name: data.name,
              favourite_team: data.favourite_team ?? null,
              kit: serializeKit(parseKit(data.kit)),
            }}
            nameBlocked={data.name_change_blocked === true}
            teams={teams}
            renderKit={(kit, onChange) => (
              <KitDesigner kit={parseKit(kit)} onChange={(next) => onChange(serializeKit(next))} />
            )}
            submitting={update.isPending}
            error={update.error}
            onSubmit={(input) =>
              update.mutate(input, { onSuccess: () => navigate(paths.myTeam.getHref()) })
            }
          />
        )}
      </QueryState>
    </section>
  );
}
