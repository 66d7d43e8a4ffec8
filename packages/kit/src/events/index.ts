export {
  deadLetterTopic,
  defineTopic,
  DEAD_LETTER_SUFFIX,
  type EventPayload,
  type MessageCodec,
  type TopicDefinition,
} from '@homeward/protos/topics';
export * from './kafka';
export * from './cloudevents';
export * from './outbox';
export * from './relay';
export * from './republish';
export * from './pruning';
export * from './consumer';
export * from './dead-letter';
export * from './readiness';
export { backoffDelay, type BackoffPolicy } from './backoff';
export * from './supervised-consumer';
export * from './export-part';
export * from './malformed-event';
export * from './property-deletions';
