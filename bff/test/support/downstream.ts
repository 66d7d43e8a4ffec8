// Real gRPC servers (the kit's server bootstrap over the generated service definitions) standing in for identity,
// property and notifications. They speak the actual protocol — metadata, status codes, field violations — so the
// BFF's gateways are exercised for real; their behaviour is a small in-memory model the tests can steer.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import {
  createLogger,
  currentContext,
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  RpcError,
  startGrpcServer,
  unauthenticated,
  type AccessTokenVerifier,
  type AsyncService,
  type RunningGrpcServer,
} from '@homeward/kit';
import {
  IdentityServiceService,
  type GetMeResponse,
  type IdentityServiceServer,
  type RefreshRequest,
  type RefreshResponse,
  type SignInRequest,
  type SignInResponse,
  type SignOutRequest,
  type SignUpRequest,
  type TokenPair,
  type User,
  type VerifyEmailRequest,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
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

export const VALID_VERIFY_TOKEN = 'verify-token-0123456789';
export const WRONG_PASSWORD = 'The password you entered is incorrect. Please try again.';

type Fault = () => Promise<never>;

/** Makes the next calls of a method fail or hang; `faults.x = undefined` restores it. */
export class Faults<M extends string> {
  private readonly map = new Map<M, Fault>();
  set(method: M, fault: Fault | undefined): void {
    if (fault) this.map.set(method, fault);
    else this.map.delete(method);
  }
  async apply(method: M): Promise<void> {
    const fault = this.map.get(method);
    if (fault) await fault();
  }
  clear(): void {
    this.map.clear();
  }
}

export const fail = (code: status, message: string, fields?: Record<string, string>): Fault => {
  return async () => {
    throw new RpcError(code, message, fields);
  };
};
export const crash = (): Fault => async () => {
  throw new TypeError("Cannot read properties of undefined (reading 'id') at handler.ts:42");
};
/** Answers only after `ms` (past the BFF's deadline), and then with an error. */
export const hang =
  (ms: number): Fault =>
  () =>
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('too late')), ms));

interface Account {
  user: User;
  password: string;
}

/** Identity's contract: accounts, verification, token pairs with rotation, sign-out, GetMe. */
export class FakeIdentity implements AsyncService<IdentityServiceServer> {
  readonly accounts = new Map<string, Account>();
  readonly accessTokens = new Map<string, { userId: string; expiresAt: number }>();
  readonly refreshTokens = new Map<string, { userId: string; state: 'live' | 'rotated' | 'revoked' }>();
  readonly signUps: SignUpRequest[] = [];
  readonly requestIds: string[] = [];
  readonly faults = new Faults<keyof AsyncService<IdentityServiceServer>>();
  accessTtlSeconds = 900;
  refreshTtlSeconds = 7 * 24 * 3600;
  refreshCalls = 0;

  addAccount(email: string, password: string, fullName = 'Ann Lee'): User {
    const user: User = {
      id: randomUUID(),
      email,
      fullName,
      phone: '',
      emailVerified: true,
      appRole: 'buyer',
      createdAt: new Date().toISOString(),
    };
    this.accounts.set(email, { user, password });
    return user;
  }

  verifier(): AccessTokenVerifier {
    return {
      verify: async (token) => {
        const entry = this.accessTokens.get(token);
        if (!entry || entry.expiresAt <= Date.now() / 1000) throw new Error('invalid token');
        const email = [...this.accounts.values()].find((a) => a.user.id === entry.userId)?.user.email ?? '';
        return { userId: entry.userId, email, accessToken: token };
      },
    };
  }

  private issue(userId: string): TokenPair {
    const now = Math.floor(Date.now() / 1000);
    const pair: TokenPair = {
      accessToken: `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: userId, jti: randomUUID() })).toString('base64url')}.sig`,
      refreshToken: `rt_${randomUUID()}`,
      accessExpiresAt: now + this.accessTtlSeconds,
      refreshExpiresAt: now + this.refreshTtlSeconds,
    };
    this.accessTokens.set(pair.accessToken, { userId, expiresAt: pair.accessExpiresAt });
    this.refreshTokens.set(pair.refreshToken, { userId, state: 'live' });
    return pair;
  }

  private record(): void {
    const requestId = currentContext()?.requestId;
    if (requestId) this.requestIds.push(requestId);
  }

  async signUp(request: SignUpRequest) {
    this.record();
    await this.faults.apply('signUp');
    if (request.password === 'Password1!') {
      throw invalidArgument('This password is too common', { password: 'This password is too common' });
    }
    this.signUps.push(request);
    if (!this.accounts.has(request.email)) this.addAccount(request.email, request.password, request.name);
    return {};
  }

  async verifyEmail(request: VerifyEmailRequest) {
    this.record();
    await this.faults.apply('verifyEmail');
    if (request.token !== VALID_VERIFY_TOKEN) throw failedPrecondition('This verification link has expired');
    return { userId: 'verified-user' };
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    this.record();
    await this.faults.apply('signIn');
    const account = this.accounts.get(request.email);
    if (!account || account.password !== request.password) throw unauthenticated(WRONG_PASSWORD);
    return { user: account.user, tokens: this.issue(account.user.id) };
  }

  async refresh(request: RefreshRequest): Promise<RefreshResponse> {
    this.record();
    this.refreshCalls += 1;
    await this.faults.apply('refresh');
    const entry = this.refreshTokens.get(request.refreshToken);
    if (!entry || entry.state !== 'live') {
      // Reuse detection: a replayed token revokes its whole family (here: every token of the user).
      if (entry?.state === 'rotated') {
        for (const token of this.refreshTokens.values())
          if (token.userId === entry.userId) token.state = 'revoked';
      }
      throw unauthenticated('Your session has expired');
    }
    entry.state = 'rotated';
    return { tokens: this.issue(entry.userId) };
  }

  async signOut(request: SignOutRequest) {
    this.record();
    await this.faults.apply('signOut');
    const entry = this.refreshTokens.get(request.refreshToken);
    if (!entry) throw unauthenticated('Unknown session');
    entry.state = 'revoked';
    return {};
  }

  async getMe(): Promise<GetMeResponse> {
    this.record();
    await this.faults.apply('getMe');
    const caller = requireCaller();
    const account = [...this.accounts.values()].find((a) => a.user.id === caller.userId);
    if (!account) throw notFound('User not found');
    return { user: account.user };
  }
}

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
          publicMethods: ['signUp', 'verifyEmail', 'signIn', 'refresh', 'signOut'],
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
