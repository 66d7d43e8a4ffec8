import { enqueueEvent, type Knex, type TopicDefinition } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';

/**
 * Writes identity's events into the outbox inside the caller's transaction (they are published only if it
 * commits), keyed by user id so one user's events stay in order. Tokens travel only inside these events.
 */
export class AccountEvents {
  constructor(private readonly relay: { notify(): void }) {}

  async emit<T>(trx: Knex.Transaction, topic: TopicDefinition<T>, userId: string, message: T): Promise<void> {
    await enqueueEvent(trx, topic, userId, message, { source: EVENT_SOURCE, relay: this.relay });
  }
}
