import type { MessageCodec } from '@homeward/kit';
import { waitFor, type CollectedMessage, type Collector } from '@homeward/testing';

/** Waits until `count` messages on `topic` match, then returns them decoded, with the raw message beside. */
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
      .map((message) => ({ message, payload: codec.decode(message.value!) }))
      .filter(({ payload }) => matches(payload));
  await waitFor(() => found().length >= count, { timeoutMs: 20_000, message: `${count} ${topic}` });
  return found();
}
