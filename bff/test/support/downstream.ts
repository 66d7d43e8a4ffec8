// Real gRPC servers (the kit's server bootstrap over the generated service definitions) standing in for identity,
// property and notifications. They speak the actual protocol — metadata, status codes, field violations — so the
// BFF's clients are exercised for real; their behaviour is a small in-memory model the tests can steer.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { FakeDocuments } from './fake-documents';
import { FakeIdentity, IDENTITY_PUBLIC_METHODS } from './fake-identity';
import { FakeInspectionAnalyzer } from './fake-inspection-analyzer';
import { FakeTour, TOUR_PUBLIC_METHODS } from './fake-tour';
import { Faults } from './faults';
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  type AsyncService,
} from '@homeward/kit';
import { startTopology } from '@homeward/testing';
import { IdentityServiceService } from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  PropertyServiceService,
  PropertyStatus,
  type ActivatePropertyRequest,
  type CreatePropertyRequest,
  type DeletePropertyRequest,
  type GetPropertyRequest,
  type GetStreetViewRequest,
  type CardDocuments,
  type ListPropertiesRequest,
  type ListPropertyCardsRequest,
  type PropertyCard,
  type Property,
  type PropertyServiceServer,
  type RefreshPropertyDataRequest,
  type UpdatePropertyRequest,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  PaymentServiceService,
  PaymentStatus,
  type ConfirmOfflinePaymentRequest,
  type CreatePaymentRequest,
  type GetPaymentStatusRequest,
  type HandleWebhookRequest,
  type PaymentServiceServer,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import { InspectionAnalyzerServiceService } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { DocumentsServiceService } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import {
  NotificationServiceService,
  type ListNotificationsRequest,
  type MarkNotificationReadRequest,
  type Notification,
  type NotificationServiceServer,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';

export { FakeIdentity } from './fake-identity';
export * from './faults';
export * from './identity-messages';

/** The sample property of the spec: the same for everyone, unlocked, never stored (property's GetSampleProperty). */
export const SAMPLE_PROPERTY: Property = {
  id: 'sample',
  ownerId: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  address: {
    address: '1250 E Sample Ave, Salt Lake City, UT 84105',
    formattedAddress: '1250 E Sample Ave, Salt Lake City, UT 84105',
    street: '1250 E Sample Ave',
    streetLine2: '',
    city: 'Salt Lake City',
    state: 'UT',
    zipCode: '84105',
    location: { lat: 40.7387, lng: -111.8631 },
    addressComponents: [
      { longName: '1250', shortName: '1250', types: ['street_number'] },
      { longName: 'East Sample Avenue', shortName: 'E Sample Ave', types: ['route'] },
      { longName: 'Salt Lake City', shortName: 'Salt Lake City', types: ['locality', 'political'] },
      {
        longName: 'Salt Lake County',
        shortName: 'Salt Lake County',
        types: ['administrative_area_level_2', 'political'],
      },
      { longName: 'Utah', shortName: 'UT', types: ['administrative_area_level_1', 'political'] },
      { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
      { longName: '84105', shortName: '84105', types: ['postal_code'] },
    ],
  },
  status: PropertyStatus.PROPERTY_STATUS_ACTIVE,
  price: 625_000,
  isListed: true,
  isUnlocked: true,
  isSample: true,
  bedroomsNum: 4,
  bathroomsNum: 2.5,
  size: 2340,
  type: 'Single Family Residence',
  images: ['https://images.example.test/sample-1.jpg'],
  listingAgent: {
    name: 'Sam Sample',
    company: 'Sample Realty (sample data)',
    phoneNumber: '(801) 555-0100',
    email: '',
  },
  dataProvider: 'sample',
  legalDescription: 'SAMPLE DATA - not a real parcel',
  parcelNumber: 'SAMPLE-0001',
  pin: 'SAMPLE-0001',
  sellers: [{ name: 'Sample Seller (sample data)', phone: '', email: '', address: '' }],
  homeInspectionId: '',
  streetViewImageUrl: '',
};

/** What the fake's re-parse finds for every address (the provider's record; the geocode is never replaced). */
export const REFRESHED_DETAILS = {
  bedroomsNum: 3,
  bathroomsNum: 2,
  size: 1650,
  type: 'Single Family Residence',
  images: ['https://images.example.test/refreshed-1.jpg', 'https://images.example.test/refreshed-2.jpg'],
  dataProvider: 'demo',
  legalDescription: 'LOT 7 BLK 2 REFRESHED ADDITION',
  parcelNumber: '0123-4567',
} as const;

/** Street View of a location: an image URL only where the fake "has imagery" (properties with a location). */
export function streetViewOf(property: Property): { streetViewImageUrl: string; streetViewLink: string } {
  const location = property.address?.location;
  const query = location
    ? `${location.lat},${location.lng}`
    : encodeURIComponent(property.address?.address ?? '');
  return {
    streetViewImageUrl: location
      ? `https://maps.googleapis.com/maps/api/streetview?size=640x400&location=${query}`
      : '',
    streetViewLink: `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${query}`,
  };
}

/**
 * Property's contract: drafts from an address, activation, list newest first with search, get, delete (refused
 * once unlocked), the edit, the re-parse that keeps the geocode, Street View and the sample property.
 */
export class FakeProperty implements AsyncService<PropertyServiceServer> {
  readonly properties: Property[] = [];
  readonly faults = new Faults<keyof AsyncService<PropertyServiceServer>>();
  /** The last UpdateProperty request, as it arrived over the wire. */
  lastUpdate: UpdatePropertyRequest | undefined;
  /** Every ListProperties request, as it arrived over the wire. */
  readonly listRequests: ListPropertiesRequest[] = [];
  /** Every ListPropertyCards request, as it arrived over the wire. */
  readonly cardListRequests: ListPropertyCardsRequest[] = [];
  /**
   * The read model of the cards' document indicators, which the real service keeps from documents' events;
   * startDownstream points it at the fake documents' state (the events' effect, without their delay).
   */
  cardDocumentsOf: (ownerId: string, propertyId: string) => CardDocuments = () => ({
    hasCompletedOfferLetter: false,
    hasCompletedPurchaseAgreement: false,
    hasPurchaseAgreementDraft: false,
  });

  private own(id: string): Property {
    const caller = requireCaller();
    const property = this.properties.find((p) => p.id === id && p.ownerId === caller.userId);
    if (!property) throw notFound('Property not found');
    return property;
  }

  async createProperty(request: CreatePropertyRequest) {
    await this.faults.apply('createProperty');
    const caller = requireCaller();
    if (request.address.toLowerCase().includes('nowhere')) {
      throw invalidArgument('We could not find this address', { address: 'We could not find this address' });
    }
    const property: Property = {
      id: randomUUID(),
      ownerId: caller.userId,
      createdAt: new Date(Date.now() + this.properties.length).toISOString(),
      address: {
        address: request.address,
        formattedAddress: request.address,
        street: request.address.split(',')[0] ?? '',
        streetLine2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        location: request.address.includes('Main') ? { lat: 30.2672, lng: -97.7431 } : undefined,
        addressComponents: [],
      },
      status: PropertyStatus.PROPERTY_STATUS_DRAFT,
      isListed: false,
      isUnlocked: false,
      isSample: false,
      type: '',
      images: [],
      dataProvider: 'address-only',
      legalDescription: '',
      parcelNumber: '',
      pin: '',
      sellers: [],
      homeInspectionId: '',
      streetViewImageUrl: '',
    };
    this.properties.push(property);
    return { property };
  }

  async activateProperty(request: ActivatePropertyRequest) {
    await this.faults.apply('activateProperty');
    const property = this.own(request.propertyId);
    property.status = PropertyStatus.PROPERTY_STATUS_ACTIVE;
    return { property };
  }

  async listProperties(request: ListPropertiesRequest) {
    await this.faults.apply('listProperties');
    this.listRequests.push(request);
    return { properties: this.activeMatching(request.search) };
  }

  /** The caller's active properties whose address contains `search`, newest first. */
  private activeMatching(search: string): Property[] {
    const caller = requireCaller();
    const term = search.toLowerCase();
    return this.properties
      .filter((p) => p.ownerId === caller.userId && p.status === PropertyStatus.PROPERTY_STATUS_ACTIVE)
      .filter((p) => p.address!.address.toLowerCase().includes(term))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async listPropertyCards(request: ListPropertyCardsRequest) {
    await this.faults.apply('listPropertyCards');
    this.cardListRequests.push(request);
    return { cards: this.activeMatching(request.search).map((property) => this.cardOf(property)) };
  }

  private cardOf(property: Property): PropertyCard {
    return {
      id: property.id,
      address: property.address && { ...property.address, addressComponents: [] },
      price: property.price,
      isListed: property.isListed,
      isUnlocked: property.isUnlocked,
      isSample: property.isSample,
      bedroomsNum: property.bedroomsNum,
      bathroomsNum: property.bathroomsNum,
      size: property.size,
      type: property.type,
      images: property.images,
      listingAgent: property.listingAgent,
      homeInspectionId: property.homeInspectionId,
      streetViewImageUrl: property.streetViewImageUrl,
      documents: this.cardDocumentsOf(property.ownerId, property.id),
    };
  }

  async getProperty(request: GetPropertyRequest) {
    await this.faults.apply('getProperty');
    return { property: this.own(request.propertyId) };
  }

  async deleteProperty(request: DeletePropertyRequest) {
    await this.faults.apply('deleteProperty');
    const property = this.own(request.propertyId);
    if (property.isUnlocked) throw failedPrecondition('An unlocked property cannot be removed');
    this.properties.splice(this.properties.indexOf(property), 1);
    return {};
  }

  async updateProperty(request: UpdatePropertyRequest) {
    await this.faults.apply('updateProperty');
    this.lastUpdate = request;
    const property = this.own(request.propertyId);
    if (request.bedroomsNum !== undefined) property.bedroomsNum = request.bedroomsNum;
    if (request.bathroomsNum !== undefined) property.bathroomsNum = request.bathroomsNum;
    if (request.size !== undefined) property.size = request.size;
    if (request.price !== undefined) property.price = request.price;
    if (request.listingAgent !== undefined) {
      const { name, company, phoneNumber } = request.listingAgent;
      // Like the service: an agent whose fields are all empty is removed.
      // The e-mail the data provider gave stays while the agent keeps their name (the edit form has none).
      const email = property.listingAgent?.name === name ? property.listingAgent.email : '';
      property.listingAgent = name || company || phoneNumber ? { ...request.listingAgent, email } : undefined;
    }
    return { property };
  }

  async refreshPropertyData(request: RefreshPropertyDataRequest) {
    await this.faults.apply('refreshPropertyData');
    const property = this.own(request.propertyId);
    Object.assign(property, { ...REFRESHED_DETAILS, images: [...REFRESHED_DETAILS.images] });
    return { property };
  }

  async getStreetView(request: GetStreetViewRequest) {
    await this.faults.apply('getStreetView');
    return streetViewOf(this.own(request.propertyId));
  }

  async getSampleProperty() {
    await this.faults.apply('getSampleProperty');
    return { property: SAMPLE_PROPERTY };
  }
}

/** Notifications' contract, small: the caller's notices newest first, in pages after a cursor, read state. */
/** The service's page when the request names none. */
const DEFAULT_NOTIFICATIONS_PAGE = 20;

export class FakeNotifications implements AsyncService<NotificationServiceServer> {
  readonly notifications: (Notification & { userId: string })[] = [];
  readonly faults = new Faults<keyof AsyncService<NotificationServiceServer>>();

  private ownedBy(userId: string) {
    return this.notifications.filter((n) => n.userId === userId);
  }

  async listNotifications(request: ListNotificationsRequest) {
    await this.faults.apply('listNotifications');
    const caller = requireCaller();
    const own = this.ownedBy(caller.userId);
    const position = (n: { createdAt: string; id: string }) => `${n.createdAt}\u0000${n.id}`;
    const older = own
      .filter((n) => !request.before || position(n) < position(request.before))
      .sort((a, b) => position(b).localeCompare(position(a)));
    const page = older.slice(0, request.pageSize || DEFAULT_NOTIFICATIONS_PAGE);
    const last = page.at(-1);
    return {
      notifications: page.map(({ userId: _userId, ...notification }) => notification),
      unreadCount: own.filter((n) => !n.read).length,
      next: older.length > page.length && last ? { createdAt: last.createdAt, id: last.id } : undefined,
    };
  }

  async markNotificationRead(request: MarkNotificationReadRequest) {
    await this.faults.apply('markNotificationRead');
    const caller = requireCaller();
    const own = this.ownedBy(caller.userId);
    const found = own.find((n) => n.id === request.notificationId);
    if (!found) throw notFound('Notification not found');
    found.read = true;
    const { userId: _userId, ...notification } = found;
    return { notification, unreadCount: own.filter((n) => !n.read).length };
  }

  async markAllNotificationsRead() {
    await this.faults.apply('markAllNotificationsRead');
    const own = this.ownedBy(requireCaller().userId).filter((n) => !n.read);
    for (const notification of own) notification.read = true;
    return { marked: own.length, unreadCount: 0 };
  }
}

/** The fake payment service's webhook signing secret (Stripe's scheme: `t=<unix>,v1=<hex HMAC-SHA256>`). */
export const FAKE_WEBHOOK_SECRET = 'whsec_bff_integration_tests';

/** Signs a webhook body the way Stripe does, over the exact bytes. */
export function signWebhook(
  payload: Buffer | string,
  secret = FAKE_WEBHOOK_SECRET,
  timestamp = now(),
): string {
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(bytes).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function signatureMatches(payload: Buffer, header: string): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp)) return false;
  const expected = Buffer.from(signWebhook(payload, FAKE_WEBHOOK_SECRET, timestamp).split('v1=')[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const UNLOCK_PRICE_CENTS = 9900;
const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

interface FakePaymentRecord {
  id: string;
  intentId: string;
  clientSecret: string;
  userId: string;
  propertyId: string;
  status: PaymentStatus;
}

/**
 * Payment's contract: one fixed-price payment per user and property (reused), its status, Stripe-signed webhooks
 * (each event once; a bad signature is INVALID_ARGUMENT) and the offline card form with Stripe's test cards. A
 * success unlocks the property directly, standing in for payment.succeeded -> property.unlocked.
 */
export class FakePayment implements AsyncService<PaymentServiceServer> {
  readonly payments: FakePaymentRecord[] = [];
  readonly faults = new Faults<keyof AsyncService<PaymentServiceServer>>();
  /** Every webhook request exactly as it arrived over gRPC. */
  readonly webhooks: { payload: Buffer; signature: string }[] = [];
  private readonly processedEvents = new Set<string>();
  gateway: 'offline' | 'stripe' = 'offline';
  publishableKey = 'pk_test_bff';

  constructor(private readonly property: FakeProperty) {}

  async createPayment(request: CreatePaymentRequest) {
    await this.faults.apply('createPayment');
    const caller = requireCaller();
    if (request.amountCents !== UNLOCK_PRICE_CENTS)
      throw invalidArgument('The unlock costs $99.00 (9900 cents)', {
        amount_cents: 'The unlock costs $99.00 (9900 cents)',
      });
    const property = this.property.properties.find(
      (p) => p.id === request.propertyId && p.ownerId === caller.userId,
    );
    if (!property) throw notFound('Property not found');
    if (property.isUnlocked) throw failedPrecondition('This property is already unlocked.');
    let payment = this.payments.find((p) => p.userId === caller.userId && p.propertyId === property.id);
    if (!payment) {
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      payment = {
        id: randomUUID(),
        intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        userId: caller.userId,
        propertyId: property.id,
        status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD,
      };
      this.payments.push(payment);
    }
    return {
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      amountCents: UNLOCK_PRICE_CENTS,
      currency: 'usd',
    };
  }

  async getPaymentStatus(request: GetPaymentStatusRequest) {
    await this.faults.apply('getPaymentStatus');
    const caller = requireCaller();
    const payment = this.payments.find(
      (p) => p.userId === caller.userId && p.propertyId === request.propertyId,
    );
    if (!payment) throw notFound('Payment not found');
    return { status: payment.status, paymentId: payment.id };
  }

  async handleWebhook(request: HandleWebhookRequest) {
    await this.faults.apply('handleWebhook');
    const payload = Buffer.from(request.payload);
    this.webhooks.push({ payload, signature: request.signature });
    if (!signatureMatches(payload, request.signature))
      throw invalidArgument('The webhook signature is invalid', {
        signature: 'The webhook signature is invalid',
      });
    let event: { id?: string; type?: string; data?: { object?: { id?: string } } };
    try {
      event = JSON.parse(payload.toString('utf8')) as typeof event;
    } catch {
      throw invalidArgument('The webhook payload is not a payment provider event', {
        payload: 'The webhook payload is not a payment provider event',
      });
    }
    const eventId = event.id ?? '';
    if (this.processedEvents.has(eventId)) return { processed: false };
    this.processedEvents.add(eventId);
    const payment = this.payments.find((p) => p.intentId === event.data?.object?.id);
    if (payment && event.type === 'payment_intent.succeeded') this.succeed(payment);
    return { processed: true };
  }

  async confirmOfflinePayment(request: ConfirmOfflinePaymentRequest) {
    await this.faults.apply('confirmOfflinePayment');
    const caller = requireCaller();
    if (this.gateway !== 'offline')
      throw failedPrecondition('Card payments go through Stripe here, not the offline card form.');
    const payment = this.payments.find(
      (p) => p.clientSecret === request.clientSecret && p.userId === caller.userId,
    );
    if (!payment) throw notFound('Payment not found');
    const digits = request.cardNumber.replace(/[\s-]/g, '');
    if (digits === TEST_CARDS.declined)
      return {
        status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD,
        errorMessage: 'Your card was declined.',
      };
    if (digits !== TEST_CARDS.approved)
      throw invalidArgument('Your card number is invalid.', { card_number: 'Your card number is invalid.' });
    this.succeed(payment);
    return { status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED, errorMessage: '' };
  }

  async getPaymentOptions() {
    await this.faults.apply('getPaymentOptions');
    requireCaller();
    return {
      gateway: this.gateway,
      stripePublishableKey: this.gateway === 'stripe' ? this.publishableKey : '',
      unlockPriceCents: UNLOCK_PRICE_CENTS,
    };
  }

  private succeed(payment: FakePaymentRecord): void {
    payment.status = PaymentStatus.PAYMENT_STATUS_SUCCEEDED;
    const property = this.property.properties.find((p) => p.id === payment.propertyId);
    if (property) property.isUnlocked = true;
  }
}

export interface Downstream {
  identity: FakeIdentity;
  property: FakeProperty;
  notifications: FakeNotifications;
  payment: FakePayment;
  inspectionAnalyzer: FakeInspectionAnalyzer;
  documents: FakeDocuments;
  tour: FakeTour;
  addresses: {
    identity: string;
    property: string;
    notifications: string;
    payment: string;
    inspectionAnalyzer: string;
    documents: string;
    tour: string;
  };
  stop(): Promise<void>;
}

/** Starts the seven services, each on its own port like the real deployment. */
export async function startDownstream(): Promise<Downstream> {
  const identity = new FakeIdentity();
  const property = new FakeProperty();
  const notifications = new FakeNotifications();
  const payment = new FakePayment(property);
  const inspectionAnalyzer = new FakeInspectionAnalyzer(property);
  const documents = new FakeDocuments(property);
  property.cardDocumentsOf = (ownerId, propertyId) => documents.cardDocumentsOf(ownerId, propertyId);
  const tour = new FakeTour(property);
  const verifier = identity.verifier();
  // every fake checks tokens as the fake identity issues them, and serves all the BFF's contracts rely on
  const topology = await startTopology({
    prefix: 'bff_fakes',
    real: {},
    callers: ['bff'],
    fakes: {
      identity: {
        definition: IdentityServiceService,
        implementation: identity,
        publicMethods: [...IDENTITY_PUBLIC_METHODS],
        verifier,
      },
      property: { definition: PropertyServiceService, implementation: property, verifier },
      notifications: { definition: NotificationServiceService, implementation: notifications, verifier },
      payment: {
        definition: PaymentServiceService,
        implementation: payment,
        publicMethods: ['handleWebhook'],
        verifier,
      },
      'inspection-analyzer': {
        definition: InspectionAnalyzerServiceService,
        implementation: inspectionAnalyzer,
        verifier,
      },
      documents: { definition: DocumentsServiceService, implementation: documents, verifier },
      tour: {
        definition: TourServiceService,
        implementation: tour,
        publicMethods: [...TOUR_PUBLIC_METHODS],
        verifier,
      },
    },
  });
  return {
    identity,
    property,
    notifications,
    payment,
    inspectionAnalyzer,
    documents,
    tour,
    addresses: {
      identity: topology.address('identity'),
      property: topology.address('property'),
      notifications: topology.address('notifications'),
      payment: topology.address('payment'),
      inspectionAnalyzer: topology.address('inspection-analyzer'),
      documents: topology.address('documents'),
      tour: topology.address('tour'),
    },
    stop: () => topology.stop(),
  };
}
