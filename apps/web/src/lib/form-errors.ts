import { ApiError } from './api-client';
import { fieldErrors } from './error-catalogue';

/** The messages for one field from a failed mutation; empty unless it was a 400. */
export function errorsFor(error: unknown, field: string): string[] {
  return error instanceof ApiError ? fieldErrors(error.badRequest, field) : [];
}

/** The messages not tied to a field: non_field_errors, or the failure itself when not a 400. */
export function generalErrors(error: unknown, fields: readonly string[]): string[] {
  if (!error) return [];
  if (!(error instanceof ApiError) || !error.badRequest) {
    return [
      error instanceof ApiError && error.detail
        ? error.detail
        : 'Sorry, something went wrong. Please try again.',
    ];
  }
  const body = error.badRequest;
  const general = fieldErrors(body, 'non_field_errors').concat(fieldErrors(body, 'detail'));
  // Errors on fields the form does not show would otherwise be lost.
  for (const key of Object.keys(body)) {
    if (key !== 'non_field_errors' && key !== 'detail' && !fields.includes(key)) {
      general.push(...fieldErrors(body, key));
    }
  }
  return general;
}
