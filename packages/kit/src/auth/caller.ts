import { currentContext, type Caller } from '../context';
import { unauthenticated } from '../grpc/errors';

/** The verified caller of the current gRPC call; the server already refused calls without one. */
export function requireCaller(): Caller {
  const caller = currentContext()?.caller;
  if (!caller) throw unauthenticated('A valid access token is required');
  return caller;
}
