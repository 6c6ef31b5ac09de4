// A browser's cookie jar over real HTTP (fetch), for tests of running servers: cookies set by
// one server go with the next request to whichever server it is sent to, and mutations carry
// the CSRF header as the web app sends it.
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  /** `base` is where requests go unless one names another server. */
  constructor(private readonly base: string) {}

  private remember(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string, base = this.base): Promise<Response> {
    return this.remember(
      await fetch(base + path, { headers: { cookie: this.cookieHeader() }, redirect: 'manual' }),
    );
  }

  /** GETs JSON; throws on any answer but 200, so a failure is never mistaken for data. */
  async json<T>(path: string, base = this.base): Promise<T> {
    const response = await this.get(path, base);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  async send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, base = this.base) {
    if (!this.cookies.has('csrftoken')) await this.get('/api/me/', base);
    return this.remember(
      await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.cookieHeader(),
          'x-csrftoken': this.cookies.get('csrftoken') ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
    );
  }
}
