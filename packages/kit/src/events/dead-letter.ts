import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import { DEAD_LETTER_SUFFIX, deadLetterTopic } from '@homeward/protos/topics';

/** Headers a dead-lettered message carries on top of its original ones, so an operator can see why and replay. */
export const DLQ_HEADER = {
  error: 'x-error',
  originalTopic: 'x-original-topic',
  originalPartition: 'x-original-partition',
  originalOffset: 'x-original-offset',
  consumerGroup: 'x-consumer-group',
  /** How many times the handler ran; 0 when the message could not even be decoded. */
  attempts: 'x-attempts',
} as const;

const MAX_ERROR_LENGTH = 1000;

export interface DeadLetterContext {
  topic: string;
  partition: number;
  groupId: string;
  attempts: number;
  error: unknown;
}

/**
 * The original record, byte for byte (key, value, CloudEvents headers), plus the reason. Replaying is producing
 * it back to `x-original-topic`: the ce_id is unchanged and the inbox never saw it as processed.
 */
export function deadLetterRecord(
  message: KafkaMessage,
  context: DeadLetterContext,
): { topic: string; message: Message } {
  const headers: IHeaders = {
    ...message.headers,
    [DLQ_HEADER.error]: describeError(context.error).slice(0, MAX_ERROR_LENGTH),
    [DLQ_HEADER.originalTopic]: context.topic,
    [DLQ_HEADER.originalPartition]: String(context.partition),
    [DLQ_HEADER.originalOffset]: message.offset,
    [DLQ_HEADER.consumerGroup]: context.groupId,
    [DLQ_HEADER.attempts]: String(context.attempts),
  };
  return {
    topic: deadLetterTopic(context.topic),
    message: { key: message.key, value: message.value, headers },
  };
}

/**
 * What replaying a dead letter produces: the original record (key, value, CloudEvents headers) back on its original
 * topic, without the reason headers. Tokens inside stay as the producer sealed them.
 */
export function replayRecord(message: KafkaMessage, dlqTopic: string): { topic: string; message: Message } {
  const dlqHeaders = new Set<string>(Object.values(DLQ_HEADER));
  const headers: IHeaders = Object.fromEntries(
    Object.entries(message.headers ?? {}).filter(([name]) => !dlqHeaders.has(name)),
  );
  const named = message.headers?.[DLQ_HEADER.originalTopic]?.toString();
  const topic = named || dlqTopic.slice(0, -DEAD_LETTER_SUFFIX.length);
  return { topic, message: { key: message.key, value: message.value, headers } };
}

/** Whether `topic` is a dead-letter topic (`<original>.dlq`). */
export function isDeadLetterTopic(topic: string): boolean {
  return topic.endsWith(DEAD_LETTER_SUFFIX) && topic.length > DEAD_LETTER_SUFFIX.length;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
