// What the log may hold: never a password, a hash, a token, a cookie or the personal data of a
// query's parameters. Errors from a failed query carry its parameters (Drizzle puts them in the
// message and in `params`, PostgreSQL may quote a value in `detail`): they are cut out here.
import type { FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** An error as a log line holds it: type, message, code, stack and causes, less the query
 * parameters and a server's quoted `detail` anywhere in the chain. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const { code, statusCode, severity, routine } = error as unknown as Record<string, unknown>;
  return {
    type: error.constructor.name,
    message: error.message.replace(PARAMS_LINE, ''),
    stack: error.stack?.replace(PARAMS_LINE, ''),
    code,
    statusCode,
    severity,
    routine,
    cause: depth < 5 && error.cause ? serializeError(error.cause, depth + 1) : undefined,
  };
}

/** A request as pino writes it, with a reset token in the address blanked. */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}

/** The app's logger settings with the redaction added; false stays off. */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
        'body.password',
        'body.new_password',
        'body.old_password',
        'body.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) =>
        serializeError(error) as { type: string; message: string; stack: string },
      req: serializeRequest,
    },
  };
}
