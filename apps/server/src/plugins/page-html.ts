// The page sent for an address of the web app: index.html, with what that address's screen needs
// named in its head (page-preloads.json, written by the web build beside it): its code, as
// modulepreload and style preload links, and the API answers it reads at once, as fetch preloads.
// The browser then asks for all of it together with the entry, over its few connections at
// once, instead of discovering each piece only when the one before it has run.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { PageFiles, PagePreloads } from '@ofl/api';

import type { PageVisitor } from '../services/accounts/me';

/** A page ready to send, plain and gzipped; `personal` when it names its visitor's data. */
export interface PageBody {
  readonly html: Buffer;
  readonly gzip: Buffer;
  readonly personal: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * How closely a route pattern of the app (React Router's: `:name` one segment, `*` the rest)
 * names `pathname`, as React Router ranks them (a fixed segment before a parameter, a splat
 * last), or null when it does not.
 */
export function patternScore(pattern: string, pathname: string): number | null {
  const want = segments(pattern);
  const have = segments(pathname);
  let score = 0;
  for (const [index, part] of want.entries()) {
    if (part === '*') return score - 2;
    const segment = have[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) score += 3;
    else if (part === segment) score += 10;
    else return null;
  }
  return have.length === want.length ? score : null;
}

/** What the best-named pattern for `pathname` needs, if any pattern names it. */
export function filesFor(pages: readonly PageFiles[], pathname: string): PageFiles | undefined {
  let best: { page: PageFiles; score: number } | undefined;
  for (const page of pages) {
    const score = patternScore(page.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { page, score };
  }
  return best?.page;
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const script = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;
const style = (file: string) => `<link rel="preload" as="style" crossorigin href="${file}">`;
const answer = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escape(url)}">`;

/** An API address of the table with its placeholders filled, or null when one has no value. */
function address(template: string, visitor: PageVisitor | null): string | null {
  let missing = false;
  const url = template.replace(/\{(entry|next)\}/g, (_, name: 'entry' | 'next') => {
    const value = visitor?.[name];
    if (value == null) missing = true;
    return String(value);
  });
  return missing ? null : url;
}

/** The links of a page: the visitor is asked for only when the page names his data. */
function links(files: PageFiles, visitor: PageVisitor | null): string {
  const manager = visitor?.entry != null;
  const data = [...files.data, ...(manager ? files.team.data : [])];
  // The answers first: they take the server longest, and the browser asks in this order.
  return [
    ...data.flatMap((template) => {
      const url = address(template, visitor);
      return url === null ? [] : [answer(url)];
    }),
    ...files.js.map(script),
    ...(manager ? files.team.js.map(script) : []),
    ...files.css.map(style),
  ].join('');
}

const body = (html: string, personal: boolean): PageBody => {
  const plain = Buffer.from(html);
  return { html: plain, gzip: gzipSync(plain), personal };
};

/**
 * The page for each address, built from the web app in `distDir`; `visitor` says who asks, and
 * is called only for a screen that loads more for a manager. Pages that name no visitor's data
 * are kept by pattern, and built again when index.html changes: a build written while the
 * server runs is served at once.
 */
export function pageHtml(
  distDir: string,
): (pathname: string, visitor: () => Promise<PageVisitor>) => Promise<PageBody> {
  const index = join(distDir, 'index.html');
  let built = -1;
  let template = '';
  let pages: readonly PageFiles[] = [];
  const kept = new Map<string, PageBody>();
  return async (pathname, visitor) => {
    const changed = statSync(index).mtimeMs;
    if (changed !== built) {
      template = readFileSync(index, 'utf8');
      pages = readPreloads(join(distDir, 'page-preloads.json'));
      kept.clear();
      built = changed;
    }
    const files = filesFor(pages, pathname);
    const page = (head: string) => template.replace('</head>', `${head}</head>`);
    if (files && (files.team.js.length > 0 || files.team.data.length > 0)) {
      const who = await visitor();
      if (who.entry !== null) return body(page(links(files, who)), true);
    }
    const key = files?.path ?? '';
    let shared = kept.get(key);
    if (!shared) {
      shared = body(files ? page(links(files, null)) : template, false);
      kept.set(key, shared);
    }
    return shared;
  };
}

/** The build's list, or none when the build wrote none (pages then name only the entry). */
function readPreloads(file: string): readonly PageFiles[] {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads).pages;
  } catch {
    return [];
  }
}
