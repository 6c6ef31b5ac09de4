import { Button } from '../../../../components/ui/button';
import { DataTable } from '../../../../components/ui/data-table';
import { Dialog } from '../../../../components/ui/dialog';
import type { LiveElement } from '../../../../lib/api/get-event-live';
import { explainLabel } from '../../utils/explain-labels';
import type { ScoredPick } from '../../utils/event-points';
import { Ownership } from '../../../../components/ownership';

/**
 * One player's points breakdown from the live `explain` (one table per fixture), his total and,
 * for the captain, the total times his multiplier; View Information opens his player dialog.
 */
export function PointsBreakdownDialog({
  name,
  pick,
  live,
  onClose,
  onInfo,
}: {
  name: string;
  pick: ScoredPick;
  live: LiveElement | undefined;
  onClose: () => void;
  onInfo: () => void;
}) {
  const fixtures = live?.explain ?? [];
  return (
    <Dialog title={name} onClose={onClose}>
      {fixtures.length === 0 && <p>No points scored yet in this gameweek.</p>}
      {fixtures.map((f, i) => (
        <DataTable
          key={f.fixture}
          className="points-breakdown"
          caption={fixtures.length > 1 ? `Match ${i + 1}` : undefined}
          rows={f.stats}
          rowKey={(s) => s.identifier}
          columns={[
            { header: 'Statistic', rowHeader: true, cell: (s) => explainLabel(s.identifier) },
            { header: 'Value', numeric: true, cell: (s) => s.value },
            { header: 'Pts', numeric: true, cell: (s) => s.points },
          ]}
        />
      ))}
      <p className="points-breakdown__total">
        Total points: <strong>{pick.points}</strong>
        {pick.multiplier > 1 && (
          <>
            {' '}
            × {pick.multiplier} = <strong>{pick.points * pick.multiplier}</strong>
          </>
        )}
      </p>
      {live?.ownership && <Ownership ownership={live.ownership} multiplier={pick.multiplier} />}
      <p>
        <Button secondary onClick={onInfo}>
          View Information
        </Button>
      </p>
    </Dialog>
  );
}
