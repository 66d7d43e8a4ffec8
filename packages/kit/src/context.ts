import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Who is calling, as proven by a verified access token. */
export interface Caller {
  userId: string;
  email: string;
  accessToken: string;
  /** The sign-in session (refresh-token family) the access token belongs to, when identity put it in. */
  sessionId?: string;
}

export interface RequestContext {
  requestId: string;
  caller?: Caller;
  /**
   * When the caller stops waiting (epoch ms; from the gRPC deadline), so work that would outlive the answer (a
   * slow provider, then a stored draft nobody sees) can stop in time. Absent without a deadline.
   */
  deadlineAt?: number;
  /** The browser's address the BFF passed (`x-client-address`), for per-client limits; absent otherwise. */
  clientAddress?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function newRequestId(): string {
  return randomUUID();
}
