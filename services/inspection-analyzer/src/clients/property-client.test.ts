// The client against a stand-in property service on a real gRPC port: what each of its answers becomes.
import { status } from '@grpc/grpc-js';
import { createLogger, RpcError, startGrpcServer, type RunningGrpcServer } from '@homeward/kit';
import {
  GetPropertyResponse,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { InspectionError } from '../domain/errors';
import { connectPropertyClient, type PropertyClient } from './property-client';

const logger = createLogger('inspection-analyzer-test', 'silent');
let answer: () => Promise<unknown>;
let server: RunningGrpcServer;
let client: PropertyClient;

beforeAll(async () => {
  server = await startGrpcServer({
    port: 0,
    logger,
    verifier: { verify: () => Promise.reject(new Error('no tokens in this test')) },
    services: [
      {
        definition: PropertyServiceService,
        // Only GetProperty is this client's; every other RPC must exist for the server to start.
        implementation: {
          ...Object.fromEntries(
            Object.keys(PropertyServiceService).map((method) => [
              method,
              () => Promise.reject(new RpcError(status.UNIMPLEMENTED, method)),
            ]),
          ),
          getProperty: () => answer(),
        },
        publicMethods: ['getProperty'],
      },
    ],
  });
  client = connectPropertyClient(`127.0.0.1:${server.port}`, 2_000, logger);
});

afterAll(async () => {
  client.close();
  await server.shutdown(0);
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the property client', () => {
  it("answers the caller's property, and nothing for one it cannot see", async () => {
    answer = async () =>
      GetPropertyResponse.fromPartial({
        property: {
          id: 'prop-1',
          isUnlocked: false,
          address: { address: '1 Main St', formattedAddress: '1 Main St, Austin, TX 78701' },
        },
      });
    expect(await client.getOwnedProperty('prop-1')).toEqual({
      id: 'prop-1',
      isUnlocked: false,
      address: '1 Main St, Austin, TX 78701',
    });
    answer = () => Promise.reject(new RpcError(status.NOT_FOUND, 'Property not found'));
    expect(await client.getOwnedProperty('prop-2')).toBeUndefined();
  });

  it('turns the property service refusing the caller into a domain error, not its gRPC error', async () => {
    answer = () => Promise.reject(new RpcError(status.UNAUTHENTICATED, 'expired'));
    const failure = await failureOf(client.getOwnedProperty('prop-1'));
    expect(failure).toBeInstanceOf(InspectionError);
    expect(failure).toMatchObject({ kind: 'propertyRefusedCaller' });
  });

  it('turns any other failure into propertyUnavailable', async () => {
    answer = () => Promise.reject(new RpcError(status.INTERNAL, 'boom'));
    expect(await failureOf(client.getOwnedProperty('prop-1'))).toMatchObject({ kind: 'propertyUnavailable' });
    await server.shutdown(0);
    expect(await failureOf(client.getOwnedProperty('prop-1'))).toMatchObject({ kind: 'propertyUnavailable' });
  });
});
