import type { Response } from 'express';
import type { RequestContext } from '@homeward/kit';
import type { SessionPayload } from '../session/cookie-crypto';
import type { ProtoFieldNames } from './grpc-errors';

/** What the BFF's middleware leaves on `res.locals` for the ones after it. */
export interface BffLocals {
  context?: RequestContext;
  /** Route template for logs and metrics (e.g. `/api/properties/:id`); unset for unmatched requests. */
  routeTemplate?: string;
  /** True when the matched route needs a session (a 401 then also clears the cookie). */
  sessionRoute?: boolean;
  session?: SessionPayload;
  /** The matched route's body carries a secret: errors on it are logged without any detail. */
  sensitiveBody?: boolean;
  /** The matched route's proto -> JSON field names: where a service's field violations land in `fields`. */
  protoFields?: ProtoFieldNames;
  /** Gives this request's body longer to arrive than the default (an upload); see requestDeadline. */
  extendRequestDeadline?: (ms: number) => void;
}

export function locals(response: Response): BffLocals {
  return response.locals as BffLocals;
}
