// The verifier must fail, naming the consumer, when a provider's answer lacks what the consumer reads. Served by an
// in-process gRPC server built from the same .proto files, answering what the test tells it to.
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { REPO_ROOT, expectationsOf, type ConsumerContract } from './contract';
import { missingReads } from './fields';
import { DECODE_OPTIONS } from './protos';
import { verifyExpectation } from './provider';

const GET_PROPERTY = 'homeward.property.v1.PropertyService/GetProperty';

let server: grpc.Server;
let address: string;
let answer: Record<string, unknown>;
let seenAuthorization: string | undefined;

beforeAll(async () => {
  const definition = protoLoader.loadSync('homeward/property/v1/property.proto', {
    ...DECODE_OPTIONS,
    includeDirs: [path.join(REPO_ROOT, 'protos')],
  });
  const service = grpc.loadPackageDefinition(definition).homeward as unknown as {
    property: { v1: { PropertyService: { service: grpc.ServiceDefinition } } };
  };
  server = new grpc.Server();
  server.addService(service.property.v1.PropertyService.service, {
    getProperty: (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      seenAuthorization = call.metadata.get('authorization')[0]?.toString();
      callback(null, answer);
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  address = `127.0.0.1:${port}`;
});

afterAll(() => server.forceShutdown());

const expectation = (reads: Record<string, string>) => ({
  consumer: 'payment',
  method: GET_PROPERTY,
  state: 'an unlocked property owned by the caller',
  request: { property_id: '{{property_id}}' },
  reads,
});
const states = {
  'an unlocked property owned by the caller': async () => ({
    accessToken: 'token-of-the-caller',
    values: { property_id: 'p-1' },
  }),
};

describe('verifyExpectation', () => {
  test('passes when the answer carries every field the consumer reads, sent with the caller token', async () => {
    answer = { property: { id: 'p-1', is_unlocked: true, address: { state: 'TX' } } };
    const problems = await verifyExpectation(
      expectation({
        'property.id': 'string!',
        'property.is_unlocked': 'boolean',
        'property.address.state': 'string!',
      }),
      address,
      states,
    );
    expect(problems).toEqual([]);
    expect(seenAuthorization).toBe('Bearer token-of-the-caller');
  });

  test('fails with the consumer, the method and the field when the provider leaves a needed field unset', async () => {
    answer = { property: { id: 'p-1', is_unlocked: true, address: { state: '' } } };
    const problems = await verifyExpectation(
      expectation({ 'property.address.state': 'string!' }),
      address,
      states,
    );
    expect(problems).toEqual([
      `payment -> ${GET_PROPERTY}: property.address.state: empty, the consumer needs a value`,
    ]);
  });

  test('fails when the provider answers without the message the consumer reads into', async () => {
    answer = {};
    const problems = await verifyExpectation(
      expectation({ 'property.is_unlocked': 'boolean' }),
      address,
      states,
    );
    expect(problems).toEqual([
      `payment -> ${GET_PROPERTY}: property: not set, the consumer reads property.is_unlocked`,
    ]);
  });

  test('fails when the field is no longer in the provider proto (renamed or removed)', async () => {
    answer = { property: { id: 'p-1', is_unlocked: true } };
    const problems = await verifyExpectation(expectation({ 'property.is_paid': 'boolean' }), address, states);
    expect(problems).toEqual([`payment -> ${GET_PROPERTY}: property.is_paid: missing`]);
  });

  test('fails when a message the consumer needs is unset', async () => {
    answer = { property: { id: 'p-1', address: { state: 'TX' } } };
    const problems = await verifyExpectation(
      expectation({ 'property.address.location': 'object', 'property.listing_agent': 'object?' }),
      address,
      states,
    );
    expect(problems).toEqual([
      `payment -> ${GET_PROPERTY}: property.address.location: not set, the consumer needs a value`,
    ]);
  });

  test('names a state the provider does not set up', async () => {
    const problems = await verifyExpectation(
      { ...expectation({}), state: 'a property on the moon' },
      address,
      states,
    );
    expect(problems).toEqual([
      `payment -> ${GET_PROPERTY}: the provider has no state "a property on the moon"`,
    ]);
  });
});

describe('missingReads', () => {
  test('checks types, values, optionals and every element of a list', () => {
    const message = { a: { n: 0, s: 'x', list: [{ name: 'A' }, { name: '' }], maybe: undefined } };
    expect(
      missingReads(message, {
        'a.n': 'number',
        'a.s': 'number',
        'a.list[].name': 'string!',
        'a.maybe': 'number?',
        'a.other': 'string',
      }),
    ).toEqual([
      'a.s: expected number, got string',
      'a.list[].name: empty, the consumer needs a value',
      'a.other: missing',
    ]);
  });

  test('tells bytes (a PDF) from a message, and an empty one from a filled one', () => {
    const message = { pdf: Buffer.from('%PDF-1.7'), empty: Buffer.alloc(0), message: {} };
    expect(missingReads(message, { pdf: 'bytes!', empty: 'bytes!', message: 'bytes' })).toEqual([
      'empty: empty, the consumer needs a value',
      'message: expected bytes, got object',
    ]);
  });
});

describe('expectationsOf', () => {
  const contract = (consumer: string, provider: string): ConsumerContract => ({
    consumer,
    provider,
    file: `${consumer}/contracts/${provider}.contract.json`,
    rpcs: [{ method: GET_PROPERTY, request: {}, reads: {} }],
  });
  const contracts = [contract('bff', 'property'), contract('payment', 'property'), contract('bff', 'tour')];

  test("gives every consumer's calls to the provider, or only the named consumers' (what a fake answers)", () => {
    expect(expectationsOf('property', contracts).map((e) => e.consumer)).toEqual(['bff', 'payment']);
    expect(expectationsOf('property', contracts, ['bff']).map((e) => e.file)).toEqual([
      'bff/contracts/property.contract.json',
    ]);
  });
});
