// Test helpers: the real app on a fresh, seeded database (in-memory PGlite, or a new database
// on the PostgreSQL server named by TEST_DATABASE_URL).
import { afterAll, beforeAll, inject } from 'vitest';
import { openTestDatabase, type Database } from '@ofl/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { DEFAULT_DEMO, seedDemoSeason } from '../src/demo/seed-demo-season';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh database with the demo season: a copy of the run's template when there is one. */
export async function openSeededTestDatabase(): Promise<Database> {
  const template = inject('seededTemplate');
  if (template) return openTestDatabase(template);
  const database = await openTestDatabase();
  await seedDemoSeason(database.db, DEFAULT_DEMO);
  return database;
}

/**
 * The database of a test file or describe block: opened (by `open`) before its tests and closed
 * after them. Its fields are there from the first test on.
 */
export function useTestDatabase(open: () => Promise<Database> = openSeededTestDatabase): Database {
  const database = {} as Database;
  beforeAll(async () => {
    Object.assign(database, await open());
  });
  afterAll(() => database.close());
  return database;
}

/** Builds the app on its own seeded database; close it in afterAll. */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase();
  const app = await buildApp({ database, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app of a test file or describe block: built (with `options`) before its tests and closed
 * after them. Its fields are there from the first test on.
 */
export function useTestApp(options: Partial<AppOptions> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** A browser's cookie jar over app.inject, with the CSRF header sent on mutations. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client's own address as the server sees it (default 127.0.0.1). */
    private readonly at: { remoteAddress?: string } = {},
  ) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({
        method: 'GET',
        url,
        ...this.at,
        headers: { cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  /** Sends JSON with the CSRF header (fetching a csrftoken first, as the web app does). */
  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (!this.cookies.has('csrftoken')) await this.get('/api/me/');
    return this.remember(
      await this.app.inject({
        method,
        url,
        ...this.at,
        payload: body === undefined ? undefined : (body as object),
        headers: {
          cookie: this.cookieHeader(),
          'x-csrftoken': this.cookies.get('csrftoken')!,
          ...headers,
        },
      }),
    );
  }

  /** Posts an HTML form, with the csrfmiddlewaretoken field as the sign-in page sends it. */
  async postForm(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    if (!this.cookies.has('csrftoken')) await this.get('/api/me/');
    const form = new URLSearchParams({
      csrfmiddlewaretoken: this.cookies.get('csrftoken')!,
      ...fields,
    });
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        ...this.at,
        payload: form.toString(),
        headers: {
          cookie: this.cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      }),
    );
  }
}

let unique = 0;
/** A registration body unique by construction. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  unique += 1;
  return {
    email: `manager${process.pid}-${unique}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    first_name: 'Alex',
    last_name: 'Morgan',
    region: 241,
    ...overrides,
  };
}
