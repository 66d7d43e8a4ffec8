import { createHash } from 'node:crypto';

/**
 * The product analytics events of spec part 1 section 7, plus the sign-up that opens the funnel
 * (sign-up -> property -> tour -> unlock). Names are the spec's; dashboards and PostHog insights key on them.
 */
export const PRODUCT_EVENT_NAMES = [
  'user_signed_up',
  'property_created',
  'home_inspection_uploaded',
  'home_inspection_2_uploaded',
  'tour_scheduled',
  'property_unlocked',
] as const;

export type ProductEventName = (typeof PRODUCT_EVENT_NAMES)[number];

/** Property values stay scalar ids and counts: never an e-mail, a name, a phone or an address. */
export type ProductEventProperties = Record<string, string | number | boolean>;

/** One thing a buyer did, as analytics records it. */
export interface ProductEvent {
  name: ProductEventName;
  /** The user who did it (PostHog's distinct_id). */
  userId: string;
  /**
   * Stable per domain event, so a sink that receives the same event twice (a crash after sending, before the offset
   * was committed) can recognise the repeat: PostHog collapses events that share a uuid.
   */
  uuid: string;
  occurredAt: Date;
  properties: ProductEventProperties;
}

/** What a domain event says, reduced to what every product event needs. */
export interface DomainFact {
  /** The CloudEvents id of the domain event. */
  eventId: string;
  userId: string;
  occurredAt: Date;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The outbox gives every event a UUID as its id, but producers outside this repository need not; any other id is
 * hashed into the UUID shape PostHog requires, the same id always giving the same UUID.
 */
export function productEventUuid(eventId: string): string {
  if (UUID_SHAPE.test(eventId)) return eventId.toLowerCase();
  const hex = createHash('sha256').update(`homeward.product-event:${eventId}`).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant, so the result is a valid UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function productEvent(
  name: ProductEventName,
  fact: DomainFact,
  properties: ProductEventProperties,
): ProductEvent {
  return {
    name,
    userId: fact.userId,
    uuid: productEventUuid(fact.eventId),
    occurredAt: fact.occurredAt,
    properties,
  };
}

export function userSignedUp(fact: DomainFact): ProductEvent {
  return productEvent('user_signed_up', fact, {});
}

export function propertyCreated(fact: DomainFact & { propertyId: string }): ProductEvent {
  return productEvent('property_created', fact, { property_id: fact.propertyId });
}

/**
 * The analyzer numbers a property's uploads from 1 (`upload_number`); the spec allows two and counts them as
 * different events. Any other number (0 is an analyzer that predates the field) is not a funnel step: null.
 */
export function inspectionUploaded(
  fact: DomainFact & { propertyId: string; homeInspectionId: string; uploadNumber: number },
): ProductEvent | null {
  const names: Partial<Record<number, ProductEventName>> = {
    1: 'home_inspection_uploaded',
    2: 'home_inspection_2_uploaded',
  };
  const name = names[fact.uploadNumber];
  if (!name) return null;
  return productEvent(name, fact, {
    property_id: fact.propertyId,
    home_inspection_id: fact.homeInspectionId,
    upload_number: fact.uploadNumber,
  });
}

export function tourScheduled(
  fact: DomainFact & { propertyId: string; tourId: string; slotCount: number },
): ProductEvent {
  return productEvent('tour_scheduled', fact, {
    property_id: fact.propertyId,
    tour_id: fact.tourId,
    slot_count: fact.slotCount,
  });
}

export function propertyUnlocked(fact: DomainFact & { propertyId: string; paymentId: string }): ProductEvent {
  return productEvent('property_unlocked', fact, {
    property_id: fact.propertyId,
    payment_id: fact.paymentId,
  });
}
