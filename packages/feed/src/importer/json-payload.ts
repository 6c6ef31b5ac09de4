// Checks on payloads read from outside, with zod: a clear error naming the payload and the
// field, never a crash deep inside the mapping. Unknown fields are kept (the payloads carry more
// than the checks name).
import { z } from 'zod';

/** A whole number. */
export const wholeNumber = z.number().int();

/** An object with at least these fields; the others pass through. */
export const row = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject(shape);

/** The value at a path of a parsed payload, to show what was found there. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/** `teams[3]` for the path of an item. */
const pathName = (path: readonly PropertyKey[]): string =>
  path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');

/** What went wrong with a field, in the words of the importer's errors. */
function describeIssue(issue: z.core.$ZodIssue, payload: unknown): string {
  const path = issue.path;
  const found = valueAt(payload, path);
  if (path.length === 0) {
    return issue.code === 'invalid_type' && issue.expected === 'array'
      ? 'expected a list'
      : 'expected an object';
  }
  const last = path[path.length - 1]!;
  const key = typeof last === 'number' ? last : String(last);
  const where = path.length > 1 ? `${pathName(path.slice(0, -1))}: ` : '';
  if (typeof key === 'number') return `${pathName(path)}: expected an object`;
  if (issue.code === 'invalid_type' && issue.expected === 'array') {
    return `${where}"${key}" is missing or not a list`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'object') {
    return `${where}"${key}" must be an object`;
  }
  const expected =
    issue.code === 'invalid_type' && issue.expected === 'string' ? 'text' : 'a whole number';
  return `${where}"${key}" must be ${expected}, got ${JSON.stringify(found)}`;
}

/** The payload checked against its schema, or an error naming the payload and the field. */
export function parsePayload<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
  what: string,
): z.infer<Schema> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw new Error(`${what}: ${describeIssue(result.error.issues[0]!, payload)}`);
}
