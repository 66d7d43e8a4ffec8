import type { KafkaMessage } from 'kafkajs';
import { deadLetterRecord, isDeadLetterTopic, replayRecord } from './dead-letter';

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

describe('replayRecord', () => {
  const original = {
    key: Buffer.from('user-1'),
    value: Buffer.from('v1.kid.sealed'),
    headers: { ce_id: Buffer.from('event-1'), ce_type: Buffer.from('homeward.user.registered.v1') },
    offset: '7',
    timestamp: '0',
    attributes: 0,
  } as KafkaMessage;
  const deadLetter = (message: KafkaMessage): KafkaMessage => {
    const { message: record } = deadLetterRecord(message, {
      topic: 'user.registered',
      partition: 0,
      groupId: 'homeward.notifications',
      attempts: 3,
      error: new Error('boom'),
    });
    return { ...message, ...record, offset: '0' } as KafkaMessage;
  };

  it('puts the original record back on its topic, without the reason headers', () => {
    const replay = replayRecord(deadLetter(original), 'user.registered.dlq');
    expect(replay).toEqual({
      topic: 'user.registered',
      message: { key: original.key, value: original.value, headers: original.headers },
    });
  });

  it('falls back to the dead-letter topic name when the header is missing', () => {
    expect(replayRecord(original, 'tour.scheduled.dlq').topic).toBe('tour.scheduled');
    expect([
      isDeadLetterTopic('tour.scheduled.dlq'),
      isDeadLetterTopic('tour.scheduled'),
      isDeadLetterTopic('.dlq'),
    ]).toEqual([true, false, false]);
  });
});
