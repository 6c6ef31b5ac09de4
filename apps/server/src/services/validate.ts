import type { z } from 'zod';
import { badRequest } from '../errors';

/**
 * Parses outside input with a schema; on failure throws 400 with one message list per field
 * (`non_field_errors` for the body as a whole), the DRF shape the client expects.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  throw badRequest(fields);
}
