import {
  UserEmailChangeRequested,
  UserDeleted,
  UserEmailChanged,
  UserExportPartReady,
  UserExportReady,
  UserExportRequested,
  UserPasswordChanged,
  UserPasswordRemoved,
  UserPasswordResetRequested,
  UserRegistered,
  UserVerificationRequested,
} from './gen/homeward/identity/v1/events';
import {
  InspectionAnalyzed,
  InspectionFailed,
  InspectionUploaded,
} from './gen/homeward/inspection_analyzer/v1/events';
import {
  DeadlineApproached,
  DocumentCompleted,
  DocumentStateChanged,
} from './gen/homeward/documents/v1/events';
import { PaymentSucceeded } from './gen/homeward/payment/v1/events';
import { PropertyCreated, PropertyDeleted, PropertyUnlocked } from './gen/homeward/property/v1/events';
import { TourCancelled, TourConfirmed, TourScheduled } from './gen/homeward/tour/v1/events';

/**
 * The slice of a ts-proto `MessageFns` the pipeline needs. Structural, so every generated message fits without an
 * adapter, and a test can bring its own.
 */
export interface MessageCodec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(input: Uint8Array): T;
}

/** A Kafka topic together with its CloudEvents type and the protobuf message it carries. */
export interface TopicDefinition<T> {
  /** Kafka topic, `<domain>.<event>` in past tense. */
  readonly name: string;
  /** CloudEvents `type`, versioned: a breaking payload change is a new type (and usually a new topic). */
  readonly ceType: string;
  readonly codec: MessageCodec<T>;
}

/** The message type a topic carries: `EventPayload<typeof topics.userRegistered>` is `UserRegistered`. */
export type EventPayload<D> = D extends TopicDefinition<infer T> ? T : never;

// Kafka's own rule for topic names; checked here so a typo fails at start-up, not at the first publish.
const TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;
export const DEAD_LETTER_SUFFIX = '.dlq';

export function defineTopic<T>(name: string, ceType: string, codec: MessageCodec<T>): TopicDefinition<T> {
  if (!TOPIC_NAME.test(name)) throw new Error(`invalid Kafka topic name: ${JSON.stringify(name)}`);
  if (name.endsWith(DEAD_LETTER_SUFFIX)) {
    throw new Error(
      `topic ${name} ends with ${DEAD_LETTER_SUFFIX}; dead-letter topics are derived, not defined`,
    );
  }
  if (ceType.trim() === '') throw new Error(`topic ${name} needs a CloudEvents type`);
  return Object.freeze({ name, ceType, codec });
}

/** Where a consumer parks a message of `topic` it could not handle. */
export function deadLetterTopic(topic: string): string {
  return `${topic}${DEAD_LETTER_SUFFIX}`;
}

/**
 * Every topic Homeward publishes, listed once. Producers and consumers refer to these entries, never to a string,
 * so the payload type of a handler always matches what the producer encoded.
 */
export const topics = {
  userRegistered: defineTopic('user.registered', 'homeward.user.registered.v1', UserRegistered),
  userVerificationRequested: defineTopic(
    'user.verification_requested',
    'homeward.user.verification_requested.v1',
    UserVerificationRequested,
  ),
  userPasswordResetRequested: defineTopic(
    'user.password_reset_requested',
    'homeward.user.password_reset_requested.v1',
    UserPasswordResetRequested,
  ),
  userPasswordChanged: defineTopic(
    'user.password_changed',
    'homeward.user.password_changed.v1',
    UserPasswordChanged,
  ),
  userPasswordRemoved: defineTopic(
    'user.password_removed',
    'homeward.user.password_removed.v1',
    UserPasswordRemoved,
  ),
  userEmailChangeRequested: defineTopic(
    'user.email_change_requested',
    'homeward.user.email_change_requested.v1',
    UserEmailChangeRequested,
  ),
  userEmailChanged: defineTopic('user.email_changed', 'homeward.user.email_changed.v1', UserEmailChanged),
  userDeleted: defineTopic('user.deleted', 'homeward.user.deleted.v1', UserDeleted),
  userExportRequested: defineTopic(
    'user.export_requested',
    'homeward.user.export_requested.v1',
    UserExportRequested,
  ),
  userExportPartReady: defineTopic(
    'user.export_part_ready',
    'homeward.user.export_part_ready.v1',
    UserExportPartReady,
  ),
  userExportReady: defineTopic('user.export_ready', 'homeward.user.export_ready.v1', UserExportReady),
  propertyCreated: defineTopic('property.created', 'homeward.property.created.v1', PropertyCreated),
  propertyDeleted: defineTopic('property.deleted', 'homeward.property.deleted.v1', PropertyDeleted),
  propertyUnlocked: defineTopic('property.unlocked', 'homeward.property.unlocked.v1', PropertyUnlocked),
  paymentSucceeded: defineTopic('payment.succeeded', 'homeward.payment.succeeded.v1', PaymentSucceeded),
  inspectionUploaded: defineTopic(
    'inspection.uploaded',
    'homeward.inspection.uploaded.v1',
    InspectionUploaded,
  ),
  inspectionAnalyzed: defineTopic(
    'inspection.analyzed',
    'homeward.inspection.analyzed.v1',
    InspectionAnalyzed,
  ),
  inspectionFailed: defineTopic('inspection.failed', 'homeward.inspection.failed.v1', InspectionFailed),
  documentCompleted: defineTopic('document.completed', 'homeward.document.completed.v1', DocumentCompleted),
  documentStateChanged: defineTopic(
    'document.state_changed',
    'homeward.document.state_changed.v1',
    DocumentStateChanged,
  ),
  documentDeadlineApproached: defineTopic(
    'document.deadline_approached',
    'homeward.document.deadline_approached.v1',
    DeadlineApproached,
  ),
  tourScheduled: defineTopic('tour.scheduled', 'homeward.tour.scheduled.v1', TourScheduled),
  tourConfirmed: defineTopic('tour.confirmed', 'homeward.tour.confirmed.v1', TourConfirmed),
  tourCancelled: defineTopic('tour.cancelled', 'homeward.tour.cancelled.v1', TourCancelled),
} as const;
