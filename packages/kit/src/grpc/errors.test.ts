import path from 'node:path';
import { Metadata, status } from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import {
  answeringWith,
  BAD_REQUEST_TYPE_URL,
  encodeStatusDetails,
  fieldViolationsOf,
  invalidArgument,
  notFound,
  STATUS_DETAILS_KEY,
} from './errors';

// protobufjs reads the .proto sources itself: an encoder and decoder independent of the generated code the kit uses.
const rpcProtos = path.resolve(__dirname, '../../../../protos/google/rpc');
const root = new protobuf.Root().loadSync(
  [path.join(rpcProtos, 'status.proto'), path.join(rpcProtos, 'error_details.proto')],
  { keepCase: true },
);
const StatusType = root.lookupType('google.rpc.Status');
const BadRequestType = root.lookupType('google.rpc.BadRequest');

interface DecodedStatus {
  code: number;
  message: string;
  details: Array<{ type_url: string; value: Uint8Array }>;
}

function decodeIndependently(bytes: Uint8Array) {
  const statusMessage = StatusType.toObject(StatusType.decode(bytes)) as DecodedStatus;
  return {
    ...statusMessage,
    details: statusMessage.details.map((detail) => ({
      type_url: detail.type_url,
      badRequest: BadRequestType.toObject(BadRequestType.decode(detail.value)),
    })),
  };
}

function encodeIndependently(fields: Record<string, unknown>): Buffer {
  return Buffer.from(StatusType.encode(StatusType.fromObject(fields)).finish());
}

function trailerOf(metadata: Metadata): Buffer {
  const raw = metadata.get(STATUS_DETAILS_KEY)[0];
  if (!Buffer.isBuffer(raw)) throw new Error(`no binary ${STATUS_DETAILS_KEY} trailer`);
  return raw;
}

const badRequest = (violations: Array<{ field: string; description: string }>) =>
  BadRequestType.encode(BadRequestType.fromObject({ field_violations: violations })).finish();

describe('invalid argument field violations (google.rpc.BadRequest in grpc-status-details-bin)', () => {
  const violations = {
    property_id: 'Property not found',
    'listing_agent.phone_number': 'Enter a valid phone number',
  };

  it('round-trips through the trailer', () => {
    const metadata = invalidArgument('Property not found', violations).toMetadata();
    expect(fieldViolationsOf(metadata)).toEqual(violations);
  });

  it('sends a standard google.rpc.Status another protobuf library decodes', () => {
    const decoded = decodeIndependently(
      trailerOf(invalidArgument('Property not found', violations).toMetadata()),
    );
    expect(decoded).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Property not found',
      details: [
        {
          type_url: 'type.googleapis.com/google.rpc.BadRequest',
          badRequest: {
            field_violations: [
              { field: 'property_id', description: 'Property not found' },
              { field: 'listing_agent.phone_number', description: 'Enter a valid phone number' },
            ],
          },
        },
      ],
    });
  });

  it('reads a status another protobuf library encoded, skipping details of other types', () => {
    const bytes = encodeIndependently({
      code: status.INVALID_ARGUMENT,
      message: 'Invalid request',
      details: [
        { type_url: 'type.googleapis.com/google.rpc.ErrorInfo', value: Buffer.from([0x0a, 0x01, 0x78]) },
        {
          type_url: BAD_REQUEST_TYPE_URL,
          value: badRequest([
            { field: 'email', description: 'Invalid email' },
            { field: 'email', description: 'A second rule, not shown' },
            { field: 'phone_number', description: 'Enter a valid phone number' },
          ]),
        },
      ],
    });
    const metadata = new Metadata();
    metadata.set(STATUS_DETAILS_KEY, bytes);
    expect(fieldViolationsOf(metadata)).toEqual({
      email: 'Invalid email',
      phone_number: 'Enter a valid phone number',
    });
  });

  it('encodes exactly the bytes the protobuf wire format prescribes', () => {
    const utf8 = (text: string) => [...Buffer.from(text, 'utf8')];
    const violation = [0x0a, 0x05, ...utf8('email'), 0x12, 0x0d, ...utf8('Invalid email')]; // field=1, description=2
    const detail = [0x0a, violation.length, ...violation]; // BadRequest.field_violations=1
    const any = [0x0a, 0x29, ...utf8(BAD_REQUEST_TYPE_URL), 0x12, detail.length, ...detail]; // type_url=1, value=2
    const expected = [0x08, 0x03, 0x12, 0x03, ...utf8('bad'), 0x1a, any.length, ...any]; // code=1, message=2, details=3
    expect([...encodeStatusDetails(status.INVALID_ARGUMENT, 'bad', { email: 'Invalid email' })]).toEqual(
      expected,
    );
  });

  it('attaches nothing to errors without violations', () => {
    expect(notFound('Property not found').toMetadata().get(STATUS_DETAILS_KEY)).toEqual([]);
    expect(invalidArgument('Invalid request').toMetadata().get(STATUS_DETAILS_KEY)).toEqual([]);
    expect(invalidArgument('Invalid request', {}).toMetadata().get(STATUS_DETAILS_KEY)).toEqual([]);
  });

  it('finds no violations in a missing or malformed trailer, or a status without BadRequest', () => {
    expect(fieldViolationsOf(undefined)).toBeUndefined();
    expect(fieldViolationsOf(new Metadata())).toBeUndefined();
    const malformed = new Metadata();
    malformed.set(STATUS_DETAILS_KEY, Buffer.from([0x1a, 0x7f, 0x00]));
    expect(fieldViolationsOf(malformed)).toBeUndefined();
    const withoutDetails = new Metadata();
    withoutDetails.set(
      STATUS_DETAILS_KEY,
      encodeIndependently({ code: status.NOT_FOUND, message: 'Not found' }),
    );
    expect(fieldViolationsOf(withoutDetails)).toBeUndefined();
  });
});

describe('answeringWith', () => {
  class Refusal extends Error {}
  const answering = answeringWith((error) =>
    error instanceof Refusal ? notFound(error.message) : undefined,
  );

  it('answers the use case, turns a refusal it knows into its status, and passes anything else on', async () => {
    await expect(answering(Promise.resolve(7))).resolves.toBe(7);
    await expect(answering(Promise.reject(new Refusal('No such tour')))).rejects.toMatchObject({
      code: status.NOT_FOUND,
      message: 'No such tour',
    });
    const unexpected = new Error('the disk is full');
    await expect(answering(Promise.reject(unexpected))).rejects.toBe(unexpected);
  });
});
