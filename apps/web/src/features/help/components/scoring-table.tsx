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
    <div className="table-scroll">
      <table className="table">
        <caption>Points by position</caption>
        <thead>
          <tr>
            <th scope="col">Action</th>
            {positions.map((position) => (
              <th key={position} scope="col" className="table__num">
                {position}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scoringRows.map((row) => (
            <tr key={row.action}>
              <th scope="row">{row.action}</th>
              {row.points.map((points, index) => (
                <td key={positions[index]} className="table__num">
                  {show(points)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
