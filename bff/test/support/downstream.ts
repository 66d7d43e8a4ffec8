// Real gRPC servers (the kit's server bootstrap over the generated service definitions) standing in for identity,
// property and notifications. They speak the actual protocol — metadata, status codes, field violations — so the
// BFF's gateways are exercised for real; their behaviour is a small in-memory model the tests can steer.
import { randomUUID } from 'node:crypto';
import { FakeIdentity, IDENTITY_PUBLIC_METHODS } from './fake-identity';
import { Faults } from './faults';
import {
  createLogger,
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  startGrpcServer,
  type AsyncService,
  type RunningGrpcServer,
} from '@homeward/kit';
import { IdentityServiceService } from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  PropertyServiceService,
  PropertyStatus,
  type ActivatePropertyRequest,
  type CreatePropertyRequest,
  type DeletePropertyRequest,
  type GetPropertyRequest,
  type GetStreetViewRequest,
  type ListPropertiesRequest,
  type Property,
  type PropertyServiceServer,
  type RefreshPropertyDataRequest,
  type UpdatePropertyRequest,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  NotificationServiceService,
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
  listingAgent: { name: 'Sam Sample', company: 'Sample Realty (sample data)', phoneNumber: '(801) 555-0100' },
  dataProvider: 'sample',
  legalDescription: 'SAMPLE DATA - not a real parcel',
  parcelNumber: 'SAMPLE-0001',
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
    const caller = requireCaller();
    const search = request.search.toLowerCase();
    const properties = this.properties
      .filter((p) => p.ownerId === caller.userId && p.status === PropertyStatus.PROPERTY_STATUS_ACTIVE)
      .filter((p) => p.address!.address.toLowerCase().includes(search))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { properties };
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
      property.listingAgent = name || company || phoneNumber ? request.listingAgent : undefined;
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

export class FakeNotifications implements AsyncService<NotificationServiceServer> {
  readonly notifications: (Notification & { userId: string })[] = [];
  readonly faults = new Faults<keyof AsyncService<NotificationServiceServer>>();

  async listNotifications() {
    await this.faults.apply('listNotifications');
    const caller = requireCaller();
    return {
      notifications: this.notifications
        .filter((n) => n.userId === caller.userId)
        .map(({ userId: _userId, ...notification }) => notification),
    };
  }
}

export interface Downstream {
  identity: FakeIdentity;
  property: FakeProperty;
  notifications: FakeNotifications;
  addresses: { identity: string; property: string; notifications: string };
  stop(): Promise<void>;
}

/** Starts the three services, each on its own port like the real deployment. */
export async function startDownstream(): Promise<Downstream> {
  const logger = createLogger('fake-downstream', 'silent');
  const identity = new FakeIdentity();
  const property = new FakeProperty();
  const notifications = new FakeNotifications();
  const verifier = identity.verifier();
  const servers: RunningGrpcServer[] = await Promise.all([
    startGrpcServer({
      port: 0,
      logger,
      verifier,
      services: [
        {
          definition: IdentityServiceService,
          implementation: identity,
          publicMethods: [...IDENTITY_PUBLIC_METHODS],
        },
      ],
    }),
    startGrpcServer({
      port: 0,
      logger,
      verifier,
      services: [{ definition: PropertyServiceService, implementation: property }],
    }),
    startGrpcServer({
      port: 0,
      logger,
      verifier,
      services: [{ definition: NotificationServiceService, implementation: notifications }],
    }),
  ]);
  const [idServer, propServer, notifServer] = servers as [
    RunningGrpcServer,
    RunningGrpcServer,
    RunningGrpcServer,
  ];
  return {
    identity,
    property,
    notifications,
    addresses: {
      identity: `127.0.0.1:${idServer.port}`,
      property: `127.0.0.1:${propServer.port}`,
      notifications: `127.0.0.1:${notifServer.port}`,
    },
    stop: async () => {
      await Promise.all(servers.map((server) => server.shutdown(100)));
    },
  };
}
