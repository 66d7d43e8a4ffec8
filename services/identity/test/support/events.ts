import { localTokenSeal, type MessageCodec } from '@homeward/kit';
import { waitFor, type CollectedMessage, type Collector } from '@homeward/testing';

// Identity seals the single-use tokens for notifications; the test services use the local key, so the tests open
// them as notifications would. The raw message keeps them sealed.
const TOKEN_FIELDS = ['verificationToken', 'resetToken', 'confirmationToken', 'undoToken'];
const tokens = localTokenSeal();

export function withOpenedTokens<T>(payload: T): T {
  const opened: Record<string, unknown> = { ...(payload as object) };
  for (const field of TOKEN_FIELDS) {
    const value = opened[field];
    if (typeof value === 'string' && value !== '') opened[field] = tokens.open(value);
  }
  return opened as T;
}

/**
 * Waits until `count` messages on `topic` match, then returns them decoded (tokens opened), with the raw message
 * beside.
 */
export async function eventsMatching<T>(
  collector: Collector,
  topic: string,
  codec: MessageCodec<T>,
  matches: (payload: T) => boolean,
  count = 1,
): Promise<{ payload: T; message: CollectedMessage }[]> {
  const found = () =>
    collector
      .on(topic)
      .map((message) => ({ message, payload: withOpenedTokens(codec.decode(message.value!)) }))
      .filter(({ payload }) => matches(payload));
  await waitFor(() => found().length >= count, { timeoutMs: 20_000, message: `${count} ${topic}` });
  return found();
}
