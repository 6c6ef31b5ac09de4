// One error handler for the whole app: 4xx bodies in the DRF shape the client expects (a text
// the database cannot keep among them), 503 for a lost database connection, 5xx without
// internals, every error logged with the request's context.
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionLost, isUnstorableText } from '@ofl/db';
import { HttpError, badRequest, notFound } from '../errors';

/**
 * A route schema's refusal as the client expects it: a path that cannot name a row is a page
 * that does not exist; a bad body or query is 400 with one message list per field
 * (`non_field_errors` for the input as a whole).
 */
function schemaError(error: FastifyError): HttpError {
  if (error.validationContext === 'params') return notFound();
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message ?? 'Invalid input.');
  }
  return badRequest(fields);
}

/** Installs the error and not-found handlers for /api and /accounts. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = thrown.validation ? schemaError(thrown) : thrown;
    if (error instanceof HttpError) {
      request.log.info({ status: error.statusCode, body: error.body }, 'request refused');
      return reply.status(error.statusCode).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: unparseable JSON, body too large, unsupported media type.
      request.log.info({ err: error }, 'bad request');
      return reply.status(status).send({ detail: (error as Error).message });
    }
    if (isUnstorableText(error)) {
      // A NUL in a text no schema looked inside (a query's free text, an operator's article).
      request.log.info({ err: error }, 'text refused by the database');
      return reply.status(400).send({ detail: 'Text may not contain a NUL character.' });
    }
    if (isConnectionLost(error)) {
      // The pool reconnects on the next query: the client may simply try again.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ detail: 'The service is briefly unavailable. Please try again.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Server error.' });
  });
}
