// Clients may send an empty body labelled as JSON; in the areas that register this it means no
// body ({}), and any other text must be JSON.
import type { FastifyInstance } from 'fastify';

/** Reads an empty `application/json` body as `{}` within the calling plugin's scope. */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('JSON parse error'), { statusCode: 400 }), undefined);
    }
  });
}
