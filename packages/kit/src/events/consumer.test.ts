import type { KafkaMessage } from 'kafkajs';
import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { cloudEventHeaders } from './cloudevents';
import { decodeEvent } from './consumer';
import { topics } from '@homeward/protos/topics';

const payload = PropertyDeleted.fromPartial({
  propertyId: 'p-9',
  ownerId: 'u-3',
  occurredAt: '2025-05-05T00:00:00Z',
});
const attributes = {
  id: 'event-7',
  type: topics.propertyDeleted.ceType,
  source: 'homeward/property',
  time: '2025-05-05T00:00:00.000Z',
};

function kafkaMessage(overrides: Partial<KafkaMessage> = {}): KafkaMessage {
  return {
    key: Buffer.from('p-9'),
    value: Buffer.from(PropertyDeleted.encode(payload).finish()),
    headers: cloudEventHeaders(attributes),
    offset: '0',
    timestamp: '0',
    attributes: 0,
    ...overrides,
  } as KafkaMessage;
}

describe('decodeEvent', () => {
  it('returns the CloudEvents attributes, key and decoded payload', () => {
    expect(decodeEvent(topics.propertyDeleted, kafkaMessage())).toEqual({
      ...attributes,
      key: 'p-9',
      payload,
    });
  });

  it('rejects an event of another type, content type, or without a value', () => {
    const wrongType = kafkaMessage({ headers: cloudEventHeaders({ ...attributes, type: 'homeward.x.v2' }) });
    expect(() => decodeEvent(topics.propertyDeleted, wrongType)).toThrow(/homeward.x.v2/);
    const json = kafkaMessage({
      headers: { ...cloudEventHeaders(attributes), 'content-type': 'application/json' },
    });
    expect(() => decodeEvent(topics.propertyDeleted, json)).toThrow(/application\/json/);
    expect(() => decodeEvent(topics.propertyDeleted, kafkaMessage({ value: null }))).toThrow(/no value/);
  });

  it('rejects bytes that are not the protobuf message', () => {
    // field 1, length-delimited, claims 5 bytes but only 1 follows
    const truncated = kafkaMessage({ value: Buffer.from([0x0a, 0x05, 0x61]) });
    expect(() => decodeEvent(topics.propertyDeleted, truncated)).toThrow();
  });
});
