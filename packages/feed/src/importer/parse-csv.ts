// Reads the FPL season files (RFC 4180; the `stats` column of fixtures.csv is quoted) with
// csv-parse, into records keyed by column name so files of different layouts merge by name.
import { parse } from 'csv-parse/sync';

/**
 * Parses CSV with a header line into records keyed by column name. Quoted fields may hold commas,
 * doubled quotes and line breaks; a byte-order mark, CRLF line ends and blank lines are accepted,
 * and a short row's missing fields are empty strings.
 */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}
