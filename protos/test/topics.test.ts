import { UserRegistered } from '../gen/homeward/identity/v1/events';
import { PropertyCreated } from '../gen/homeward/property/v1/events';
import { deadLetterTopic, defineTopic, topics } from '../topics';

describe('topic registry', () => {
  it('lists the platform topics with versioned CloudEvents types', () => {
    expect(Object.values(topics).map((topic) => [topic.name, topic.ceType])).toEqual([
      ['user.registered', 'homeward.user.registered.v1'],
      ['user.verification_requested', 'homeward.user.verification_requested.v1'],
      ['user.password_reset_requested', 'homeward.user.password_reset_requested.v1'],
      ['user.password_changed', 'homeward.user.password_changed.v1'],
      ['user.password_removed', 'homeward.user.password_removed.v1'],
      ['user.email_change_requested', 'homeward.user.email_change_requested.v1'],
      ['user.email_changed', 'homeward.user.email_changed.v1'],
      ['user.deleted', 'homeward.user.deleted.v1'],
      ['user.export_requested', 'homeward.user.export_requested.v1'],
      ['user.export_part_ready', 'homeward.user.export_part_ready.v1'],
      ['user.export_ready', 'homeward.user.export_ready.v1'],
      ['property.created', 'homeward.property.created.v1'],
      ['property.deleted', 'homeward.property.deleted.v1'],
      ['property.unlocked', 'homeward.property.unlocked.v1'],
      ['payment.succeeded', 'homeward.payment.succeeded.v1'],
      ['inspection.uploaded', 'homeward.inspection.uploaded.v1'],
      ['inspection.analyzed', 'homeward.inspection.analyzed.v1'],
      ['inspection.failed', 'homeward.inspection.failed.v1'],
      ['document.completed', 'homeward.document.completed.v1'],
      ['document.state_changed', 'homeward.document.state_changed.v1'],
      ['document.deadline_approached', 'homeward.document.deadline_approached.v1'],
      ['tour.scheduled', 'homeward.tour.scheduled.v1'],
      ['tour.confirmed', 'homeward.tour.confirmed.v1'],
      ['tour.cancelled', 'homeward.tour.cancelled.v1'],
    ]);
  });

  it('round-trips a payload through the topic codec', () => {
    const message = PropertyCreated.fromPartial({ propertyId: 'p-1', ownerId: 'u-1', address: '1 Main St' });
    const bytes = topics.propertyCreated.codec.encode(message).finish();
    expect(topics.propertyCreated.codec.decode(bytes)).toEqual({ ...message, occurredAt: '' });
  });

  it('rejects names Kafka would reject, dead-letter names and empty types', () => {
    expect(() => defineTopic('has space', 'x.v1', UserRegistered)).toThrow(/invalid Kafka topic name/);
    expect(() => defineTopic('', 'x.v1', UserRegistered)).toThrow(/invalid Kafka topic name/);
    expect(() => defineTopic('user.registered.dlq', 'x.v1', UserRegistered)).toThrow(/dead-letter/);
    expect(() => defineTopic('user.registered', ' ', UserRegistered)).toThrow(/CloudEvents type/);
  });

  it('derives the dead-letter topic', () => {
    expect(deadLetterTopic('property.created')).toBe('property.created.dlq');
  });
});
