import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '../text/storable-text';
import { invalidArgument, type RpcError } from './errors';

// Generated messages use camelCase keys; field violations name the proto field (`listing_agent.phone_number`).
const protoFieldName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * INVALID_ARGUMENT naming the first field of a request that holds text PostgreSQL cannot store (a NUL character, a
 * lone surrogate), or undefined. The gRPC server checks every request with it, so no handler of any service sees
 * such text, whoever the caller is.
 */
export function unstorableRequestText(request: unknown): RpcError | undefined {
  const found = findUnstorableText(request);
  if (!found) return undefined;
  const field = found.path.map(protoFieldName).join('.') || '_';
  const message = UNSTORABLE_TEXT_MESSAGES[found.reason];
  return invalidArgument(message, { [field]: message });
}
