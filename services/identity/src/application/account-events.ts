import { enqueueEvent, type Knex, type TokenSeal, type TopicDefinition } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';

/**
 * Writes identity's events into the outbox inside the caller's transaction (they are published only if it
 * commits), keyed by user id so one user's events stay in order. Tokens travel only inside these events, sealed.
 */
export class AccountEvents {
  constructor(
    private readonly relay: { notify(): void },
    private readonly tokens: TokenSeal,
  ) {}

  async emit<T>(trx: Knex.Transaction, topic: TopicDefinition<T>, userId: string, message: T): Promise<void> {
    await enqueueEvent(trx, topic, userId, message, { source: EVENT_SOURCE, relay: this.relay });
  }

  /**
   * What an event carries instead of a single-use token: readable only by notifications, so the outbox, the topic
   * and a dead letter never keep a usable link.
   */
  seal(token: string): string {
    return this.tokens.seal(token);
  }
}
