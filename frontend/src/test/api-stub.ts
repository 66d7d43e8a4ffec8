import { vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body, or the form's entries as an object. */
  body: unknown;
}

export interface StubReply {
  status?: number;
  body: unknown;
  /** Response headers, e.g. a download's Content-Disposition. */
  headers?: Record<string, string>;
}

type Route = StubReply | ((call: StubCall) => StubReply | Promise<StubReply>);

const UNAUTHENTICATED: StubReply = {
  status: 401,
  body: { error: 'unauthenticated', message: 'Please sign in' },
};

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body);
  if (init?.body instanceof FormData) return Object.fromEntries(init.body.entries());
  return undefined;
}

/**
 * Replaces fetch with a fake BFF: routes are keyed 'METHOD /path' (no query string). Anything not routed answers
 * 404, except GET /api/me, which answers 401 (nobody signed in) unless routed. Every call is recorded.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://homeward.test');
    const call: StubCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: bodyOf(init),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const fallback =
      call.method === 'GET' && call.path === '/api/me'
        ? UNAUTHENTICATED
        : { status: 404, body: { error: 'not_found', message: 'Not found' } };
    const reply = typeof route === 'function' ? await route(call) : (route ?? fallback);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export const signedInUser = {
  id: 'user-1',
  email: 'pat@example.com',
  full_name: 'Pat Van Doe',
  phone: '5125550123',
  email_verified: true,
  app_role: 'buyer',
  pending_email: '',
  has_password: true,
  purchase_checklist: {},
  // Seen already, so the guided tour stays out of tests that are not about it.
  guided_tour_done: true,
  avatar_url: null,
};
