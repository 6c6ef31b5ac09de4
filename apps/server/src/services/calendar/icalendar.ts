// A minimal iCalendar (RFC 5545) writer for the deadlines feed: CRLF line endings, content lines
// folded at 75 octets (never inside a UTF-8 character) and TEXT values escaped.

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/** One content line folded (§3.1): no line longer than 75 octets, continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME value: 20260815T103000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A property line; `value` is written as given (escape TEXT values with escapeText). */
export type Property = [name: string, value: string];

/** A component: its properties, then its sub-components. */
export interface Component {
  name: string;
  properties: Property[];
  components?: Component[];
}

function lines(component: Component): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(([name, value]) => `${name}:${value}`),
    ...(component.components ?? []).flatMap(lines),
    `END:${component.name}`,
  ];
}

/** The whole calendar object as text, every line folded and ended with CRLF. */
export function writeCalendar(calendar: Component): string {
  return lines(calendar)
    .map((line) => `${foldLine(line)}\r\n`)
    .join('');
}
