import type { KafkaMessage } from 'kafkajs';
import { deadLetterRecord } from './dead-letter';

describe('deadLetterRecord', () => {
  it('keeps key, value and headers and adds why, where from and how often', () => {
    const message = {
      key: Buffer.from('property-1'),
      value: Buffer.from([1, 2, 3]),
      headers: { ce_id: Buffer.from('event-1') },
      offset: '41',
      timestamp: '0',
      attributes: 0,
    } as KafkaMessage;
    const record = deadLetterRecord(message, {
      topic: 'property.created',
      partition: 2,
      groupId: 'homeward.notifications',
      attempts: 5,
      error: new TypeError('boom'),
    });
    expect(record.topic).toBe('property.created.dlq');
    expect(record.message.key).toBe(message.key);
    expect(record.message.value).toBe(message.value);
    expect(record.message.headers).toEqual({
      ce_id: Buffer.from('event-1'),
      'x-error': 'TypeError: boom',
      'x-original-topic': 'property.created',
      'x-original-partition': '2',
      'x-original-offset': '41',
      'x-consumer-group': 'homeward.notifications',
      'x-attempts': '5',
    });
  });

  it('bounds the error text so a huge message cannot make the record too large', () => {
    const record = deadLetterRecord({ key: null, value: null, offset: '0' } as KafkaMessage, {
      topic: 't',
      partition: 0,
      groupId: 'g',
      attempts: 1,
      error: 'x'.repeat(10_000),
    });
    expect(String(record.message.headers?.['x-error']).length).toBe(1000);
  });
});
