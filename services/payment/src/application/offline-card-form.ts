// The offline provider's card form: the buyer's card confirms the intent behind a client secret, as Stripe.js would
// confirm it with Stripe. Only there when the offline provider is the active one.
import type { CardInput } from '../domain/cards';
import { CardRefusedError, PaymentError } from '../domain/errors';
import type { OfflineProvider } from '../providers/offline-provider';

export type OfflineCardOutcome = { status: 'succeeded' } | { status: 'declined'; message: string };

export class OfflineCardForm {
  constructor(private readonly offline: OfflineProvider | undefined) {}

  /**
   * Confirms the caller's intent with the card. A decline is an outcome (the buyer may try another card); a card the
   * form refuses, or a client secret that is not the caller's, is an error.
   */
  async confirm(userId: string, clientSecret: string, card: CardInput): Promise<OfflineCardOutcome> {
    if (!this.offline) throw new PaymentError('offlineCardFormOff');
    const confirmation = await this.offline.confirm(clientSecret, card, userId);
    switch (confirmation.status) {
      case 'not_found':
        throw new PaymentError('paymentNotFound');
      case 'invalid':
        throw new CardRefusedError(confirmation.field, confirmation.message);
      case 'declined':
      case 'succeeded':
        return confirmation;
    }
  }
}
