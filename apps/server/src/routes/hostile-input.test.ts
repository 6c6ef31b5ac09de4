// Every documented call, sent what a careless or hostile client may send (ids out of range or not
// numbers at all, odd query strings, any JSON body, its fields each given a wrong value, bodies
// that are not JSON): the server answers each with a clear refusal or an answer, never a 5xx,
// and a refusal of the API is JSON.
// The calls come from the OpenAPI document, so a new route is covered the day it is added.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Browser, useTestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query: string[];
  /** The fields of its JSON body, as the document names them. */
  fields: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The document's calls; signing out is left to the end of each browser's turn. */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        fields: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      })),
  );
}

/** Every integer's edges: 0, -1, and just past what smallint, int and bigint hold. */
const INTEGER_EDGES = [0, -1, 2 ** 15, 2 ** 31, 2n ** 63n].map(String);

/** What a client may put where an id or a page number goes, as it appears in the address. */
const HOSTILE_VALUES = [
  ...INTEGER_EDGES,
  '1.5',
  '1e3',
  '0x1f',
  '9007199254740993',
  '99999999999999999999999',
  'abc',
  'null',
  '%00',
  '%20',
  '%F0%9F%98%80',
  '%27%3B--',
  '%E0%A4%A',
];

/** What a client may put in a body's field: each field of a body gets each of these in turn. */
const HOSTILE_FIELDS: unknown[] = [
  'before\u0000after',
  '',
  ' ',
  'x'.repeat(5000),
  ...INTEGER_EDGES.map(Number),
  1.5,
  1e308,
  true,
  null,
  [],
  [null],
  {},
  { id: -1 },
];

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

interface Refusal {
  request: string;
  status: number;
  body: string;
}

describe('hostile input to every documented call', () => {
  const t = useTestApp();

  it('never answers a 5xx, and refuses in JSON', async () => {
    const document = (await t.app.inject('/api/docs/')).json() as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const { browser: manager, entryId } = await buildEntryWithSquad(t);
    const visitor = new Browser(t.app);
    const broken: Refusal[] = [];

    const send = async (
      browser: Browser,
      operation: Operation,
      url: string,
      body?: { payload: string; type: string },
    ) => {
      const response =
        operation.method === 'GET'
          ? await browser.get(url)
          : await browser.send(
              operation.method,
              url,
              body?.payload,
              body ? { 'content-type': body.type } : {},
            );
      const request = `${browser === manager ? 'manager' : 'visitor'} ${operation.method} ${url}${
        body ? ` ${body.type} ${body.payload.slice(0, 80)}` : ''
      }`;
      const json = String(response.headers['content-type']).startsWith('application/json');
      if (
        response.statusCode >= 500 ||
        (response.statusCode >= 400 && url.startsWith('/api/') && !json)
      ) {
        broken.push({ request, status: response.statusCode, body: response.body.slice(0, 200) });
      }
    };

    // Signing out and a password change end the manager's session: they come last.
    const last = (o: Operation) => /logout|password/.test(o.path);
    const ordered = [...operations.filter((o) => !last(o)), ...operations.filter(last)];
    const bodies = fc.sample(fc.jsonValue(), { numRuns: 12, seed: 20261126 });

    for (const browser of [visitor, manager]) {
      for (const operation of ordered) {
        const paths = operation.path.includes('{')
          ? [
              ...HOSTILE_VALUES.map((v) => fill(operation.path, v)),
              fill(operation.path, String(entryId)),
            ]
          : [operation.path];
        for (const path of paths) await send(browser, operation, path);
        for (const name of operation.query) {
          for (const value of HOSTILE_VALUES) {
            await send(browser, operation, `${paths.at(-1)}?${name}=${value}`);
          }
          await send(browser, operation, `${paths.at(-1)}?${name}=1&${name}=2`);
        }
        if (operation.method === 'GET') continue;
        const path = paths.at(-1)!;
        for (const value of [...bodies, {}]) {
          await send(browser, operation, path, {
            payload: JSON.stringify(value),
            type: 'application/json',
          });
        }
        for (const value of operation.fields.length > 0 ? HOSTILE_FIELDS : []) {
          const body = Object.fromEntries(operation.fields.map((field) => [field, value]));
          await send(browser, operation, path, {
            payload: JSON.stringify(body),
            type: 'application/json',
          });
        }
        for (const [payload, type] of [
          ['{"picks": [', 'application/json'],
          ['', 'application/json'],
          ['null', 'application/json'],
          ['a=1&a=2&picks[0]=x', 'application/x-www-form-urlencoded'],
          ['<xml/>', 'text/xml'],
        ] as const) {
          await send(browser, operation, path, { payload, type });
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
