// Internal gRPC over TLS and mutual TLS, end to end on a real socket with the kit's server and client: the call
// succeeds only when the client trusts the server's CA and, with mtls, presents a certificate from that CA. The
// certificates are test-only fixtures (test/fixtures/grpc-tls/README.md).
import path from 'node:path';
import { status } from '@grpc/grpc-js';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import {
  connectService,
  createLogger,
  grpcTransport,
  isServiceError,
  startGrpcServer,
  type GrpcTlsSettings,
  type GrpcTransport,
  type RunningGrpcServer,
} from '../src';

const quiet = createLogger('kit-grpc-tls-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const fixture = (name: string) => path.join(__dirname, 'fixtures/grpc-tls', name);
const as = (mode: GrpcTlsSettings['GRPC_TLS'], who: string, ca = 'ca.crt'): GrpcTransport =>
  grpcTransport({
    GRPC_TLS: mode,
    GRPC_TLS_CERT_FILE: fixture(`${who}.crt`),
    GRPC_TLS_KEY_FILE: fixture(`${who}.key`),
    GRPC_TLS_CA_FILE: fixture(ca),
  });
const servers: RunningGrpcServer[] = [];

async function serve(transport: GrpcTransport): Promise<number> {
  const server = await startGrpcServer({
    port: 0,
    logger: quiet,
    transport,
    verifier: { verify: () => Promise.reject(new Error('no tokens in this test')) },
    services: [
      {
        definition: NotificationServiceService,
        publicMethods: ['markAllNotificationsRead'],
        implementation: {
          listNotifications: () => Promise.reject(new Error('unused')),
          markNotificationRead: () => Promise.reject(new Error('unused')),
          markAllNotificationsRead: () => Promise.resolve({ marked: 7, unreadCount: 0 }),
        },
      },
    ],
  });
  servers.push(server);
  return server.port;
}

/** The call's answer, or the gRPC status it failed with. */
async function call(port: number, transport: GrpcTransport, host = 'localhost'): Promise<number | string> {
  const connection = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    `${host}:${port}`,
    transport,
  );
  try {
    const answer = await connection.client.markAllNotificationsRead({}, { deadlineMs: 3_000 });
    return answer.marked;
  } catch (error) {
    return isServiceError(error) ? status[error.code] : String(error);
  } finally {
    connection.close();
  }
}

afterAll(async () => {
  for (const server of servers) await server.shutdown(100);
});

describe('tls', () => {
  let port: number;
  beforeAll(async () => {
    port = await serve(as('tls', 'server'));
  });

  it('serves a client that trusts the CA, checking the server certificate', async () => {
    expect(await call(port, as('tls', 'bff'))).toBe(7);
  });

  it('refuses a plaintext client and one that trusts another CA', async () => {
    expect(await call(port, grpcTransport({ GRPC_TLS: 'off' }))).toBe('UNAVAILABLE');
    expect(await call(port, as('tls', 'stranger', 'other-ca.crt'))).toBe('UNAVAILABLE');
  });
});

describe('mtls', () => {
  let port: number;
  beforeAll(async () => {
    port = await serve(as('mtls', 'server'));
  });

  it('serves a client whose certificate the CA signed', async () => {
    expect(await call(port, as('mtls', 'bff'))).toBe(7);
  });

  it('refuses a client without a certificate, or with one from another CA', async () => {
    expect(await call(port, as('tls', 'bff'))).toBe('UNAVAILABLE');
    expect(await call(port, as('mtls', 'stranger'))).toBe('UNAVAILABLE');
  });
});
