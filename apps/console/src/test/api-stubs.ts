import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a stubbed call answers: a status (200 when left out) and a JSON body. */
export interface Answer {
  status?: number;
  body: unknown;
}

type Handler = (call: Call) => Answer | undefined;

/** A stub table: 'METHOD /path' to its answer, or to a function of the call that answers. */
export type StubTable = Record<string, Handler | Answer>;

/** Replaces fetch with handlers keyed by 'METHOD /path'; records every call. Unknown calls answer 404. */
export function mockFetch(handlers: StubTable) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    const { status = 200, body } = answer ?? { status: 404, body: { success: false, message: 'Não encontrado.' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
