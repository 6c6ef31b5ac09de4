// The site answers from its first second. A fresh start prepares the demo season for a while
// before the game can answer, so the server listens at once with this page: every page says what
// is being prepared, with the same progress lines the terminal prints, and refreshes itself; an
// API call is a 503 in the error shape with Retry-After. When the game is ready its handler takes
// over the same listening socket (Fastify's serverFactory), so the next refresh is the game.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How many of the latest progress lines the page shows. */
const SHOWN_LINES = 8;
/** How often the page asks again, in seconds. */
const REFRESH_S = 2;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Calls of the API and the accounts service, which answer JSON rather than the page. */
const isApiCall = (url: string) => /^\/+(api|accounts)(\/|$)/.test(url);

export class PreparingSite {
  readonly server: Server;
  private lines: string[] = [];
  private readonly startedAt: number;
  private current: Handler = (request, response) => this.answer(request, response);
  private appHandler: Handler | null = null;

  constructor(
    /** What is being prepared, in a sentence. */
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
    this.server = createServer((request, response) => this.current(request, response));
  }

  /** A progress line, as the terminal prints it. */
  report(line: string): void {
    this.lines = [...this.lines, line].slice(-SHOWN_LINES);
  }

  /** For Fastify's `serverFactory`: the app is built on this server without listening again. */
  readonly serverFactory = (handler: Handler): Server => {
    this.appHandler = handler;
    return this.server;
  };

  /** The game is ready: its handler answers every request from now on. */
  open(): void {
    if (!this.appHandler) throw new Error('The app was not built on this server.');
    this.current = this.appHandler;
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const seconds = Math.round((this.now() - this.startedAt) / 1000);
    response.setHeader('cache-control', 'no-store');
    response.setHeader('retry-after', String(REFRESH_S));
    response.setHeader('x-content-type-options', 'nosniff');
    if (isApiCall(request.url ?? '/')) {
      response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          detail: `The game is being prepared (${seconds} s so far). Try again in a moment.`,
          preparing: this.lines.at(-1) ?? this.what,
        }),
      );
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    response.end(request.method === 'HEAD' ? undefined : this.page(seconds));
  }

  private page(seconds: number): string {
    const lines = this.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n        ');
    return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="${REFRESH_S}" />
    <title>Preparing the game - Open Fantasy League</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #37003c; color: #fff; }
      main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
      h1 { font-size: 1.75rem; margin: 0 0 1rem; }
      ol { background: #fff; color: #1a1a1a; border-radius: 8px; padding: 1rem 1rem 1rem 2.5rem;
        font-family: ui-monospace, monospace; font-size: 0.875rem; overflow-wrap: anywhere; }
      li:last-child { font-weight: 700; }
    </style>
  </head>
  <body>
    <main>
      <h1>The game is being prepared</h1>
      <p>${escapeHtml(this.what)} This page opens the game by itself when it is ready.</p>
      <p role="status">Preparing for ${seconds} s. Latest steps:</p>
      <ol>
        ${lines}
      </ol>
    </main>
  </body>
</html>
`;
  }
}
