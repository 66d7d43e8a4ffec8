// Real gRPC servers (the kit's server bootstrap over the generated service definitions) standing in for identity,
// property and notifications. They speak the actual protocol — metadata, status codes, field violations — so the
// BFF's gateways are exercised for real; their behaviour is a small in-memory model the tests can steer.
import { randomUUID } from 'node:crypto';
import { FakeIdentity, IDENTITY_PUBLIC_METHODS } from './fake-identity';
import { Faults } from './faults';
import {
  createLogger,
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
  type ListPropertiesRequest,
  type Property,
  type PropertyServiceServer,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  NotificationServiceService,
  type Notification,
  type NotificationServiceServer,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';

export { FakeIdentity } from './fake-identity';
export * from './faults';
export * from './identity-messages';

/** Property's contract: drafts from an address, activation, list newest first with search, get, delete. */
export class FakeProperty implements AsyncService<PropertyServiceServer> {
  readonly properties: Property[] = [];
  readonly faults = new Faults<keyof AsyncService<PropertyServiceServer>>();

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
    this.properties.splice(this.properties.indexOf(property), 1);
    return {};
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
