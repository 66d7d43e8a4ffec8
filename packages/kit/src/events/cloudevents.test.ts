import { cloudEventHeaders, headerText, readCloudEventAttributes } from './cloudevents';

const attributes = {
  id: '5f2b7c1e-0000-4000-8000-000000000001',
  type: 'homeward.property.created.v1',
  source: 'homeward/property',
  time: '2025-01-02T03:04:05.000Z',
};

describe('CloudEvents Kafka binary-mode headers', () => {
  it('writes the ce_* headers and the protobuf content type', () => {
    expect(cloudEventHeaders(attributes)).toEqual({
      ce_specversion: '1.0',
      ce_id: attributes.id,
      ce_type: attributes.type,
      ce_source: attributes.source,
      ce_time: attributes.time,
      'content-type': 'application/protobuf',
    });
  });

  it('reads them back from the Buffers kafkajs delivers', () => {
    const consumed = Object.fromEntries(
      Object.entries(cloudEventHeaders(attributes)).map(([name, value]) => [name, Buffer.from(value)]),
    );
    expect(readCloudEventAttributes(consumed)).toEqual(attributes);
    expect(headerText({ repeated: [Buffer.from('first'), 'second'] }, 'repeated')).toBe('first');
  });

  it('refuses a message without an id or with another spec version', () => {
    const { ce_id: _id, ...withoutId } = cloudEventHeaders(attributes);
    expect(() => readCloudEventAttributes(withoutId)).toThrow(/ce_id/);
    expect(() =>
      readCloudEventAttributes({ ...cloudEventHeaders(attributes), ce_specversion: '0.3' }),
    ).toThrow(/specversion 0.3/);
    expect(() => readCloudEventAttributes(undefined)).toThrow(/ce_specversion/);
  });
});
