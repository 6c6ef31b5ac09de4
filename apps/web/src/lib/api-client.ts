import { csrfToken } from './cookies';
import { errorCode } from './bad-request';
import type { BadRequest } from './bad-request';
import { errorPageText } from './error-pages';

/**
 * A failed call. `status` 0 is a network failure; a 400 keeps its body as `badRequest` and the
 * code found in it; other answers keep the status text and the server's `detail`, if any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  readonly badRequest?: BadRequest;
  readonly code?: string;
  readonly detail?: string;

  constructor(init: {
    status: number;
    path: string;
    message: string;
    badRequest?: BadRequest;
    code?: string;
    detail?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.path = init.path;
    this.badRequest = init.badRequest;
    this.code = init.code;
    this.detail = init.detail;
  }
}

/** The HTTP status of any thrown value: an ApiError's, else 0 (not an answer from the server). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** What a page shows in place of what failed to load: the first line of its status's error text. */
export function errorLine(error: unknown): string {
  return errorPageText(errorStatus(error)).lines[0]!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The catalogue's text for a refusal's code. The catalogue downloads with the first refusal, as
 * no page needs it before; should that fail, the code is its own text, as for an unknown code.
 */
async function codeText(code: string): Promise<string> {
  try {
    const { messageForCode } = await import('./error-catalogue');
    return messageForCode(code);
  } catch {
    return code;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    // The server checks the cookie against this header on every mutation (SPEC §7).
    headers['X-CSRFToken'] = csrfToken();
    if (body !== undefined) headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network failure';
    throw new ApiError({ status: 0, path, message });
  }
  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 400 && data && typeof data === 'object') {
    const badRequest = data as BadRequest;
    const code = errorCode(badRequest);
    const message = code ? await codeText(code) : response.statusText || 'Bad Request';
    throw new ApiError({ status: 400, path, message, badRequest, code });
  }
  const detail =
    data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string'
      ? (data as { detail: string }).detail
      : typeof data === 'string'
        ? data
        : undefined;
  throw new ApiError({
    status: response.status,
    path,
    message: response.statusText || `HTTP ${response.status}`,
    detail,
  });
}

/** The one way the app talks to the server: same origin, cookies, JSON, CSRF on mutations. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
