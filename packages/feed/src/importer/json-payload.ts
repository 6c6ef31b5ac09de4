// Checks on payloads read from outside: a clear error naming the payload and the field, never a
// crash deep inside the mapping.

/** A parsed JSON object, or an error naming what was expected. */
export function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what}: expected an object`);
  }
  return value as Record<string, unknown>;
}

/** A list field of a payload, or an error naming the field. */
export function listField(
  payload: Record<string, unknown>,
  key: string,
  what: string,
): Record<string, unknown>[] {
  const value = payload[key];
  if (!Array.isArray(value)) throw new Error(`${what}: "${key}" is missing or not a list`);
  return value.map((item, i) => asRecord(item, `${what}: ${key}[${i}]`));
}

/** A whole-number field, or an error naming the field. */
export function intField(row: Record<string, unknown>, key: string, what: string): number {
  const value = row[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`${what}: "${key}" must be a whole number, got ${JSON.stringify(value)}`);
  }
  return value;
}
