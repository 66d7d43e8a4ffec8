// Every backend refuses an access token that identity did not issue as it stands: tampered, expired, unsigned
// (`alg: none`), signed by another key, or HMAC-signed with identity's public key (algorithm confusion). The services
// run as real processes; tokens reach them over gRPC exactly as the BFF sends them.
import { status, type Client, type ServiceDefinition } from '@grpc/grpc-js';
import { connectService, isServiceError } from '@homeward/kit';
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
import {
  DocumentsServiceClient,
  DocumentsServiceService,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  InspectionAnalyzerServiceClient,
  InspectionAnalyzerServiceService,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { TourServiceClient, TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { createHmac, createPublicKey, randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { BACKENDS, type BackendName } from '@homeward/local-stack/src/homeward';
import { signUpVerifiedUser, TEST_PASSWORD, type TestUser } from './support/accounts';
import { startTestStack, withDiagnostics, type TestStack } from './support/stack';

// Short enough that the test can outwait a genuine token; long enough for the calls that precede the wait.
const ACCESS_TOKEN_TTL_SECONDS = 4;

let stack: TestStack;
let user: TestUser;
let identity: ReturnType<typeof connectService<IdentityServiceClient>>;

/** One call per backend that needs a signed-in caller, answering UNAUTHENTICATED without one. */
interface ProtectedCall {
  connect(address: string): { call(token: string): Promise<unknown>; close(): void };
}

function protectedCall<C extends Client>(
  Ctor: new (...args: never[]) => C,
  definition: ServiceDefinition,
  invoke: (
    client: Record<string, (request: object, settings: object) => Promise<unknown>>,
    token: string,
  ) => Promise<unknown>,
): ProtectedCall {
  return {
    connect(address) {
      const connection = connectService(Ctor as never, definition, address);
      return {
        call: (token) => invoke(connection.client as never, token),
        close: () => connection.close(),
      };
    },
  };
}

const PROTECTED: Partial<Record<BackendName, ProtectedCall>> = {
  payment: protectedCall(PaymentServiceClient, PaymentServiceService, (client, token) =>
    client.getPaymentOptions!({}, { accessToken: token }),
  ),
  identity: protectedCall(IdentityServiceClient, IdentityServiceService, (client, token) =>
    client.getMe!({}, { accessToken: token }),
  ),
  property: protectedCall(PropertyServiceClient, PropertyServiceService, (client, token) =>
    client.listProperties!({ search: '' }, { accessToken: token }),
  ),
  notifications: protectedCall(NotificationServiceClient, NotificationServiceService, (client, token) =>
    client.listNotifications!({ pageSize: 0 }, { accessToken: token }),
  ),
  'inspection-analyzer': protectedCall(
    InspectionAnalyzerServiceClient,
    InspectionAnalyzerServiceService,
    (client, token) => client.listHomeInspections!({ propertyId: randomUUID() }, { accessToken: token }),
  ),
  documents: protectedCall(DocumentsServiceClient, DocumentsServiceService, (client, token) =>
    client.listDocuments!({ propertyId: randomUUID(), documentType: 0 }, { accessToken: token }),
  ),
  tour: protectedCall(TourServiceClient, TourServiceService, (client, token) =>
    client.listTours!({ propertyId: '', upcomingOnly: false }, { accessToken: token }),
  ),
};

beforeAll(async () => {
  stack = await startTestStack({
    name: 'tokens',
    env: { identity: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) } },
  });
  user = await withDiagnostics(stack, () => signUpVerifiedUser(stack, 'tokens'));
  identity = connectService(
    IdentityServiceClient,
    IdentityServiceService,
    `127.0.0.1:${stack.ports.grpc.identity}`,
  );
});

afterAll(async () => {
  identity?.close();
  await stack?.stop();
});

async function genuineToken(): Promise<string> {
  const { tokens } = await identity.client.signIn({
    email: user.email,
    password: TEST_PASSWORD,
    clientIp: '127.0.0.1',
  });
  return tokens!.accessToken;
}

function segments(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  return [header!, payload!, signature!];
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forgeries(genuine: string): Promise<Record<string, string>> {
  const [header, payload, signature] = segments(genuine);
  const claims = decodeJwt(genuine);
  const { kid } = decodeProtectedHeader(genuine);
  const tampered = `${header}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
  const { privateKey } = await generateKeyPair('ES256');
  const otherKey = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', kid })
    .sign(privateKey);
  // Algorithm confusion: HS256 keyed with identity's published public key.
  const jwks = (await (
    await fetch(`http://127.0.0.1:${stack.ports.ops.identity}/.well-known/jwks.json`)
  ).json()) as {
    keys: { kid: string }[];
  };
  const published = createPublicKey({ key: jwks.keys.find((key) => key.kid === kid)!, format: 'jwk' });
  const hmacHeader = base64url({ alg: 'HS256', typ: 'JWT', kid });
  const hmacSignature = createHmac('sha256', published.export({ type: 'spki', format: 'pem' }))
    .update(`${hmacHeader}.${payload}`)
    .digest('base64url');
  return {
    tampered,
    'alg none': unsigned,
    'another key': otherKey,
    'HS256 with the public key': `${hmacHeader}.${payload}.${hmacSignature}`,
    garbage: 'not-a-jwt',
  };
}

async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return isServiceError(error) ? status[error.code] : String(error);
  }
}

it('every backend accepts identity’s own token and refuses forged ones', () =>
  withDiagnostics(stack, async () => {
    for (const name of BACKENDS) {
      // A fresh token per backend: the stack's tokens live 4 s, which a loaded machine can spend on two backends.
      const genuine = await genuineToken();
      const forged = await forgeries(genuine);
      const protectedBackend = PROTECTED[name];
      expect({ backend: name, covered: protectedBackend !== undefined }).toEqual({
        backend: name,
        covered: true,
      });
      const connection = protectedBackend!.connect(`127.0.0.1:${stack.ports.grpc[name]}`);
      try {
        expect({ backend: name, token: 'genuine', outcome: await outcome(connection.call(genuine)) }).toEqual(
          {
            backend: name,
            token: 'genuine',
            outcome: 'OK',
          },
        );
        for (const [kind, token] of Object.entries(forged)) {
          expect({ backend: name, token: kind, outcome: await outcome(connection.call(token)) }).toEqual({
            backend: name,
            token: kind,
            outcome: 'UNAUTHENTICATED',
          });
        }
      } finally {
        connection.close();
      }
    }
  }));

it('every backend refuses identity’s own token once it has expired', () =>
  withDiagnostics(stack, async () => {
    const genuine = await genuineToken();
    const expiresAt = (decodeJwt(genuine).exp ?? 0) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 1_500));
    for (const name of BACKENDS) {
      const connection = PROTECTED[name]!.connect(`127.0.0.1:${stack.ports.grpc[name]}`);
      try {
        expect({ backend: name, outcome: await outcome(connection.call(genuine)) }).toEqual({
          backend: name,
          outcome: 'UNAUTHENTICATED',
        });
      } finally {
        connection.close();
      }
    }
  }));
