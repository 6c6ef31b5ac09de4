// Security headers on every answer (helmet): a Content-Security-Policy that fits the built web
// app (its scripts and styles are files of its own, nothing inline), no framing by any site, no
// MIME sniffing, a referrer that never carries a path to another site, and HSTS when the site is
// served over https. The middleware is built once: the headers are the same for every answer
// (the Fastify plugin builds it anew at each request, a few percent of a public read's cost).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance): void {
  const https = app.ctx.secureCookies;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties from script, which a policy does not govern; no
        // stylesheet or style attribute comes from anywhere else.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Pages embed nothing from other origins; COEP would only get in the way of tools.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
