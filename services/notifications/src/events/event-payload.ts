import { MalformedEventError, SealedTokenError, type TokenSeal } from '@homeward/kit';
import { isDeliverableAddress } from '../domain/email-address';

/**
 * The single-use token a producer sealed for this service (so the outbox, the topic and a dead letter never hold a
 * usable link). One no key of ours opens is dead-lettered: replay it once the key is fixed (docs/deploy.md).
 */
export function openToken(topic: string, field: string, sealed: string, tokens: TokenSeal): string {
  try {
    return tokens.open(sealed);
  } catch (error) {
    if (error instanceof SealedTokenError)
      throw new MalformedEventError(topic, [`a ${field} this service can open`]);
    throw error;
  }
}

export function requireDeliverableAddress(topic: string, address: string, field: string): void {
  if (!isDeliverableAddress(address)) throw new MalformedEventError(topic, [`a valid ${field}`]);
}

/**
 * When the event's state change happened: its CloudEvents time, else the payload's `occurred_at`, else now (an event
 * without either is still handled; it just orders as the newest fact).
 */
export function occurredAt(event: { time: string; payload: { occurredAt?: string } }): Date {
  for (const candidate of [event.time, event.payload.occurredAt]) {
    const time = candidate ? new Date(candidate) : undefined;
    if (time && !Number.isNaN(time.getTime())) return time;
  }
  return new Date();
}
