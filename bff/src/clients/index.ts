import { connectService, type ReadinessCheck } from '@homeward/kit';
import {
  DocumentsServiceClient,
  DocumentsServiceService,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  InspectionAnalyzerServiceClient,
  InspectionAnalyzerServiceService,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
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
import { TourServiceClient, TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { DocumentsClient } from './documents';
import { IdentityClient } from './identity';
import { InspectionAnalyzerClient } from './inspection-analyzer';
import { NotificationsClient } from './notifications';
import { PaymentClient } from './payment';
import { PropertyClient } from './property';
import { TourClient } from './tour';

export {
  DocumentsClient,
  IdentityClient,
  InspectionAnalyzerClient,
  NotificationsClient,
  PaymentClient,
  PropertyClient,
  TourClient,
};

export interface Clients {
  identity: IdentityClient;
  property: PropertyClient;
  notifications: NotificationsClient;
  payment: PaymentClient;
  inspectionAnalyzer: InspectionAnalyzerClient;
  documents: DocumentsClient;
  tour: TourClient;
}

export interface DownstreamAddresses {
  identity: string;
  property: string;
  notifications: string;
  payment: string;
  inspectionAnalyzer: string;
  documents: string;
  tour: string;
}

export interface Downstream {
  clients: Clients;
  /** One check per service: its channel connects within the deadline. */
  readiness: Record<keyof Clients, ReadinessCheck>;
  close(): void;
}

const READINESS_DEADLINE_MS = 1_000;

export interface Deadlines {
  /** Every call's deadline... */
  deadlineMs: number;
  /** ...but those that may do real work while the buyer waits (an LLM's explanation, a PDF render). */
  slowDeadlineMs: number;
}

/** Opens one gRPC channel per downstream service (the explicit allowlist of what the BFF talks to). */
export function connectClients(
  addresses: DownstreamAddresses,
  { deadlineMs, slowDeadlineMs }: Deadlines,
): Downstream {
  const identity = connectService(IdentityServiceClient, IdentityServiceService, addresses.identity);
  const property = connectService(PropertyServiceClient, PropertyServiceService, addresses.property);
  const notifications = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    addresses.notifications,
  );
  const payment = connectService(PaymentServiceClient, PaymentServiceService, addresses.payment);
  const inspectionAnalyzer = connectService(
    InspectionAnalyzerServiceClient,
    InspectionAnalyzerServiceService,
    addresses.inspectionAnalyzer,
  );
  const documents = connectService(DocumentsServiceClient, DocumentsServiceService, addresses.documents);
  const tour = connectService(TourServiceClient, TourServiceService, addresses.tour);
  return {
    clients: {
      identity: new IdentityClient(identity.client, deadlineMs),
      property: new PropertyClient(property.client, deadlineMs),
      notifications: new NotificationsClient(notifications.client, deadlineMs),
      payment: new PaymentClient(payment.client, deadlineMs),
      inspectionAnalyzer: new InspectionAnalyzerClient(inspectionAnalyzer.client, deadlineMs, slowDeadlineMs),
      documents: new DocumentsClient(documents.client, deadlineMs, slowDeadlineMs),
      tour: new TourClient(tour.client, deadlineMs),
    },
    readiness: {
      identity: () => identity.waitForReady(READINESS_DEADLINE_MS),
      property: () => property.waitForReady(READINESS_DEADLINE_MS),
      notifications: () => notifications.waitForReady(READINESS_DEADLINE_MS),
      payment: () => payment.waitForReady(READINESS_DEADLINE_MS),
      inspectionAnalyzer: () => inspectionAnalyzer.waitForReady(READINESS_DEADLINE_MS),
      documents: () => documents.waitForReady(READINESS_DEADLINE_MS),
      tour: () => tour.waitForReady(READINESS_DEADLINE_MS),
    },
    close() {
      identity.close();
      property.close();
      notifications.close();
      payment.close();
      inspectionAnalyzer.close();
      documents.close();
      tour.close();
    },
  };
}
