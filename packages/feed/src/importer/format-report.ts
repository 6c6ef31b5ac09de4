// The conformance report as lines of text, for the command line.
import type { ConformanceReport } from './check-conformance';

/** How many differences the report lists; the count says how many there were in all. */
export const MAX_LISTED = 20;

/** The report as printed lines: counts, what was and was not checked, the first differences. */
export function formatReport(report: ConformanceReport): string[] {
  const lines = [
    `season ${report.season}`,
    `rows checked: ${report.rowsChecked}, matching: ${report.rowsMatching}`,
    `fixtures checked: ${report.fixturesChecked}, bonus matching: ${report.fixturesMatching}`,
    ...(report.managerRowsChecked > 0
      ? [
          `manager rows checked: ${report.managerRowsChecked}, table bonus matching: ${report.managerRowsMatching}`,
        ]
      : []),
    ...report.notes.map((n) => `- ${n}`),
  ];
  if (report.mismatches.length > 0) {
    lines.push(`mismatches: ${report.mismatches.length} (at most ${MAX_LISTED} listed)`);
    for (const m of report.mismatches.slice(0, MAX_LISTED)) {
      const stale = m.knownStale ? ` [known stale: ${m.knownStale}]` : '';
      lines.push(
        `  ${m.kind} GW${m.gameweek} fixture ${m.fixture} element ${m.element} (${m.name}): ` +
          `official ${m.expected}, engine ${m.actual}${stale}`,
      );
    }
  }
  lines.push(report.passed ? 'result: conforms' : 'result: DIFFERS');
  return lines;
}
