// Routes added to the shared fake server for one test: each says what its call answers.
import type { FakeApi } from './fake-api';

/** A handler answers with a status and a body; the request body and address are passed in. */
export type Handler = (body: unknown, url: URL) => [number, unknown];

/** Adds routes (`'GET /api/entry/3/history/'`) to a fake server; the rest go to the fake. */
export function withRoutes(api: FakeApi, routes: Record<string, Handler>): FakeApi {
  const inner = api.fetch;
  api.fetch = async (input, options) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${options?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return inner(input, options);
    const body =
      typeof options?.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    api.calls.push({
      method: options?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(options?.headers),
      body,
    });
    const [status, answer] = handler(body, url);
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return api;
}
