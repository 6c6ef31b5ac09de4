// The public API is readable from any web page (a fan's tool calling us from the browser): its
// GET answers say `Access-Control-Allow-Origin: *`, never with credentials, so a browser sends
// no cookie cross-site and shows the page nothing private. A manager's own answers (marked
// private) stay same-origin only.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Lets a page on any site read this answer (and embed it: no same-origin resource policy). */
export function allowCrossOriginRead(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export function registerCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (/\bprivate\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    allowCrossOriginRead(reply);
    return payload;
  });
}
