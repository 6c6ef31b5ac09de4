import { DataTable } from '../../../components/ui/data-table';
import { scoringRows } from '../utils/scoring-rows';

const positions = ['GKP', 'DEF', 'MID', 'FWD'] as const;

function show(points: number | string | null): string {
  if (points === null) return '–';
  if (typeof points === 'string') return points;
  return points > 0 ? `+${points}` : String(points);
}

/** The points every player earns, by position. */
export function ScoringTable() {
  return (
    <DataTable
      caption="Points by position"
      rows={scoringRows}
      rowKey={(row) => row.action}
      columns={[
        { header: 'Action', rowHeader: true, cell: (row) => row.action },
        ...positions.map((position, index) => ({
          header: position,
          numeric: true,
          cell: (row: (typeof scoringRows)[number]) => show(row.points[index] ?? null),
        })),
      ]}
    />
  );
}
