// Starts the real payment service in-process, with a REAL property service beside it (its own database), against
// the run's PostgreSQL and broker, and a test token issuer both services trust.
import { type ServiceError } from '@grpc/grpc-js';
import { connectService, createLogger, fieldViolationsOf, type FieldViolations } from '@homeward/kit';
import {
  PaymentServiceClient,
  PaymentServiceService,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  createTestDatabase,
  startTestIssuer,
  testKafkaBrokers,
  uniqueId,
  type TestDatabase,
  type TestIssuer,
} from '@homeward/testing';
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
  const issuer = await startTestIssuer();
  const propertyDatabase = await createTestDatabase(`${prefix}_property`);
  const paymentDatabase = await createTestDatabase(`${prefix}_payment`);
  const shared = {
    LOG_LEVEL: 'silent',
    // the kit's port schema wants 1..65535; the real ports below are 0 (any free port)
    GRPC_PORT: '1',
    OPS_PORT: '1',
    KAFKA_BROKERS: testKafkaBrokers().join(','),
    KAFKA_GROUP_PREFIX: uniqueId(prefix),
    IDENTITY_JWKS_URL: issuer.jwksUrl,
    JWT_ISSUER: issuer.issuer,
    JWT_AUDIENCE: issuer.audience,
  };
  const property = await startPropertyService(
    {
      ...loadPropertyConfig({ ...shared, SERVICE_NAME: 'property', DATABASE_URL: propertyDatabase.url }),
      GRPC_PORT: 0,
      OPS_PORT: 0,
    },
    createLogger('property-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
  );
  const logs = new LogCapture();
  const payment = await startPaymentService(
    {
      ...loadPaymentConfig({
        ...shared,
        SERVICE_NAME: 'payment',
        DATABASE_URL: paymentDatabase.url,
        PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
        OFFLINE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
      GRPC_PORT: 0,
      OPS_PORT: 0,
    },
    logs.logger,
  );
  const paymentConnection = connectService(
    PaymentServiceClient,
    PaymentServiceService,
    `127.0.0.1:${payment.grpcPort}`,
  );
  const propertyConnection = connectService(
    PropertyServiceClient,
    PropertyServiceService,
    `127.0.0.1:${property.grpcPort}`,
  );
  return {
    issuer,
    payment,
    property,
    payments: paymentConnection.client,
    properties: propertyConnection.client,
    paymentDatabase,
    propertyDatabase,
    logs,
    async stop() {
      paymentConnection.close();
      propertyConnection.close();
      await payment.stop();
      await property.stop();
      await issuer.stop();
      await paymentDatabase.drop();
      await propertyDatabase.drop();
    },
  };
}

/** The gRPC status and field violations a call failed with; fails the test if it succeeded. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: number; details: string; fields: FieldViolations | undefined }> {
  const outcome = await call.then(
    () => undefined,
    (error: ServiceError) => error,
  );
  if (!outcome) throw new Error('expected the call to fail, but it succeeded');
  return { code: outcome.code, details: outcome.details, fields: fieldViolationsOf(outcome.metadata) };
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
