// The public API is readable from any web page (a fan's tool calling us from the browser): its
// GET answers say `Access-Control-Allow-Origin: *`, never with credentials, so a browser sends
// no cookie cross-site and shows the page nothing private. A manager's own answers (marked
// private) stay same-origin only.
import type { FastifyInstance } from 'fastify';

export function registerCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (/\bprivate\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    reply.header('access-control-allow-origin', '*');
    return payload;
  });
}
