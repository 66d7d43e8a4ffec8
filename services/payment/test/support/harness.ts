// The real payment service in-process with a REAL property service beside it (the test topology: each on its own
// database of the run's PostgreSQL, on this file's broker), and a test token issuer both services trust.
import { connectService, createLogger } from '@homeward/kit';
import {
  PaymentServiceClient,
  PaymentServiceService,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { inProcess, startOrStop, startTopology, type TestDatabase, type TestIssuer } from '@homeward/testing';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { loadPaymentConfig, startPaymentService, type RunningService } from '../../src';
import { signatureFor } from '../../src/providers/webhook-signature';

/** The offline provider's signing secret in these tests, so a test can sign (and replay) events itself. */
export const WEBHOOK_SECRET = 'whsec_payment_integration_tests';

/** Every line the payment service logs, at every level, to check what is (and is not) in them. */
export class LogCapture {
  readonly lines: string[] = [];
  readonly logger = createLogger('payment', 'trace', { write: (line: string) => void this.lines.push(line) });
  text(): string {
    return this.lines.join('');
  }
}

export interface PaymentHarness {
  issuer: TestIssuer;
  payment: RunningService;
  property: RunningService;
  payments: ReturnType<typeof connectService<PaymentServiceClient>>['client'];
  properties: ReturnType<typeof connectService<PropertyServiceClient>>['client'];
  paymentDatabase: TestDatabase;
  propertyDatabase: TestDatabase;
  logs: LogCapture;
  stop(): Promise<void>;
}

export async function startPaymentHarness(prefix: string): Promise<PaymentHarness> {
  const logs = new LogCapture();
  const topology = await startTopology({
    prefix,
    real: {
      property: { start: inProcess(loadPropertyConfig, startPropertyService) },
      payment: {
        start: inProcess(loadPaymentConfig, startPaymentService),
        env: { OFFLINE_WEBHOOK_SECRET: WEBHOOK_SECRET },
        logger: logs.logger,
      },
    },
  });
  return startOrStop(async (stops) => {
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, topology.address('property')),
      (connection) => connection.close(),
    );
    const payments = stops.add(
      connectService(PaymentServiceClient, PaymentServiceService, topology.address('payment')),
      (connection) => connection.close(),
    );
    return {
      issuer: topology.issuer!,
      payment: topology.service('payment'),
      property: topology.service('property'),
      payments: payments.client,
      properties: properties.client,
      paymentDatabase: topology.database('payment'),
      propertyDatabase: topology.database('property'),
      logs,
      stop: () => topology.stop(),
    };
  }, topology.stops);
}

/** A Stripe event about a PaymentIntent, signed as Stripe signs it: what the BFF forwards from Stripe. */
export function signedEvent(
  type: string,
  intent: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
): { payload: Buffer; signature: string; id: string } {
  const id = options.id ?? `evt_${Math.random().toString(36).slice(2).padEnd(24, '0')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: intent },
  });
  return {
    payload: Buffer.from(payload),
    signature: signatureFor(payload, options.secret ?? WEBHOOK_SECRET),
    id,
  };
}
