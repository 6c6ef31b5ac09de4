import { z } from 'zod';
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacter, normaliseName } from '@ofl/engine';
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

/**
 * A name people type (a team's, a person's): composed to NFC and trimmed, then refused when
 * blank, longer than `max`, or holding a control or invisible character (the engine's rule,
 * which the web app's forms apply too).
 */
export const nameField = (max: number, maxMessage: string) =>
  z
    .string({ error: 'This field is required.' })
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, 'This field may not be blank.')
        .max(max, maxMessage)
        .refine((name) => !hasHiddenCharacter(name), HIDDEN_CHARACTER_MESSAGE),
    );
