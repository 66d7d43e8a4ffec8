// The one entry for provider webhooks: Stripe's (through the BFF, with the raw body) and the offline provider's.
import { ZodError } from 'zod';
import { PaymentError } from '../domain/errors';
import { providerEventFrom, type ProviderEvent } from '../domain/provider-event';
import { verifiedEvent, WebhookSignatureError } from '../providers/webhook-signature';
import type { Settlement } from './settlement';
import { paymentMetrics } from '../metrics';

export class WebhookReceiver {
  constructor(
    private readonly settlement: Settlement,
    private readonly secret: string,
  ) {}

  /**
   * Verifies the signature over the exact bytes received (any re-serialisation would break it), then applies the
   * event once. `processed` is false for an event already processed.
   */
  async receive(payload: Buffer, signature: string): Promise<{ processed: boolean }> {
    const event = this.verify(payload, signature);
    const processed = await this.settlement.applyEvent(event);
    paymentMetrics.webhookEvents.inc({ type: event.type, outcome: processed ? 'processed' : 'duplicate' });
    return { processed };
  }

  private verify(payload: Buffer, signature: string): ProviderEvent {
    try {
      return providerEventFrom(verifiedEvent(payload, signature, this.secret));
    } catch (error) {
      // The type of an unverified event is the sender's claim; it is not worth a label.
      if (error instanceof WebhookSignatureError) {
        paymentMetrics.webhookEvents.inc({ type: 'unverified', outcome: 'rejected' });
        throw new PaymentError('webhookSignatureInvalid');
      }
      if (error instanceof SyntaxError || error instanceof ZodError) {
        paymentMetrics.webhookEvents.inc({ type: 'malformed', outcome: 'rejected' });
        throw new PaymentError('webhookPayloadInvalid');
      }
      throw error;
    }
  }
}
