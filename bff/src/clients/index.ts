import { connectService, type ReadinessCheck } from '@homeward/kit';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import {
  PaymentServiceClient,
  PaymentServiceService,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { IdentityClient } from './identity';
import { NotificationsClient } from './notifications';
import { PaymentClient } from './payment';
import { PropertyClient } from './property';

export { IdentityClient, NotificationsClient, PaymentClient, PropertyClient };

export interface Clients {
  identity: IdentityClient;
  property: PropertyClient;
  notifications: NotificationsClient;
  payment: PaymentClient;
}

export interface DownstreamAddresses {
  identity: string;
  property: string;
  notifications: string;
  payment: string;
}

export interface Downstream {
  clients: Clients;
  /** One check per service: its channel connects within the deadline. */
  readiness: Record<keyof Clients, ReadinessCheck>;
  close(): void;
}

const READINESS_DEADLINE_MS = 1_000;

/** Opens one gRPC channel per downstream service (the explicit allowlist of what the BFF talks to). */
export function connectClients(addresses: DownstreamAddresses, deadlineMs: number): Downstream {
  const identity = connectService(IdentityServiceClient, IdentityServiceService, addresses.identity);
  const property = connectService(PropertyServiceClient, PropertyServiceService, addresses.property);
  const notifications = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    addresses.notifications,
  );
  const payment = connectService(PaymentServiceClient, PaymentServiceService, addresses.payment);
  return {
    clients: {
      identity: new IdentityClient(identity.client, deadlineMs),
      property: new PropertyClient(property.client, deadlineMs),
      notifications: new NotificationsClient(notifications.client, deadlineMs),
      payment: new PaymentClient(payment.client, deadlineMs),
    },
    readiness: {
      identity: () => identity.waitForReady(READINESS_DEADLINE_MS),
      property: () => property.waitForReady(READINESS_DEADLINE_MS),
      notifications: () => notifications.waitForReady(READINESS_DEADLINE_MS),
      payment: () => payment.waitForReady(READINESS_DEADLINE_MS),
    },
    close() {
      identity.close();
      property.close();
      notifications.close();
      payment.close();
    },
  };
}
