// Named errors: an HTTP status and the body the FPL client expects (DRF shape, SPEC §8).
import type { ErrorBody, ErrorCode } from '@ofl/api';

/** An error that the error handler turns into its status and body unchanged. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** 400 with field errors, e.g. `{ email: ['Enter a valid email address.'] }`. */
export const badRequest = (fields: Record<string, string[]>) => new HttpError(400, fields);

/** 400 with an FPL error code, in `non_field_errors` as the client's lookup expects. */
export const ruleBroken = (code: ErrorCode, message: string) =>
  new HttpError(400, { non_field_errors: [{ code, message }] });

export const notAuthenticated = () =>
  new HttpError(401, { detail: 'Authentication credentials were not provided.' });

export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });

export const notFound = () => new HttpError(404, { detail: 'Not found.' });
