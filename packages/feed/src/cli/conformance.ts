// `npm run conformance -- ../shared/data/fpl/2024-25`: replays a real season's scoring and bonus
// through the engine and exits non-zero when any row other than a known stale one differs.
import { resolve } from 'node:path';
import { isSeasonId, ruleSetFor } from '@ofl/engine';
import { checkConformance } from '../importer/check-conformance';
import { readCsvSeason } from '../importer/csv-season';
import { formatReport } from '../importer/format-report';

function main(argv: readonly string[]): number {
  const dir = argv[0];
  if (!dir) {
    console.error('usage: npm run conformance -- <season folder, e.g. ../shared/data/fpl/2024-25>');
    return 2;
  }
  const data = readCsvSeason(resolve(dir));
  if (!isSeasonId(data.season)) {
    console.error(
      `no rule set for season "${data.season}": name the folder by season, e.g. 2024-25`,
    );
    return 2;
  }
  if (data.rows.length === 0) {
    console.error(`no gameweek rows found under ${dir}/gws`);
    return 2;
  }
  const report = checkConformance(data, ruleSetFor(data.season));
  for (const line of formatReport(report)) console.log(line);
  return report.passed ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
