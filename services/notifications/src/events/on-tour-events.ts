import { type EventHandler, MalformedEventError, requireFields, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  TourCancelled,
  TourConfirmed,
  TourScheduled,
} from '@homeward/protos/gen/homeward/tour/v1/events';
import type { TourNotices } from '../application/tour-notices';
import { occurredAt, openToken } from './event-payload';

/** A buyer asked to see a listed home: the desk and the listing agent get one confirm link per proposed time. */
export function onTourScheduled(notices: TourNotices, tokens: TokenSeal): EventHandler<TourScheduled> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.tourScheduled.name;
    requireFields(topic, payload, ['tourId', 'propertyId', 'ownerId']);
    // Without a time and its token there is nothing the desk could confirm.
    const slots = payload.slots.map((proposed) => ({
      label: proposed.slot?.label.trim() ?? '',
      confirmToken: proposed.confirmToken.trim(),
    }));
    if (slots.length === 0 || slots.some((slot) => slot.label === '' || slot.confirmToken === '')) {
      throw new MalformedEventError(topic, ['slots with a label and a confirm_token']);
    }
    for (const slot of slots) slot.confirmToken = openToken(topic, 'confirmToken', slot.confirmToken, tokens);
    await notices.scheduled(trx, {
      eventId: event.id,
      tourId: payload.tourId,
      propertyId: payload.propertyId,
      ownerId: payload.ownerId,
      propertyAddress: payload.propertyAddress,
      timeZoneLabel: payload.timeZoneLabel,
      slots,
      buyer: { name: payload.contactName, email: payload.contactEmail, phone: payload.contactPhone },
      listingAgent: { name: payload.listingAgentName, email: payload.listingAgentEmail },
    });
  };
}

/** The desk confirmed a time: the buyer's notice, and their e-mail with the calendar invitation. */
export function onTourConfirmed(notices: TourNotices): EventHandler<TourConfirmed> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.tourConfirmed.name;
    requireFields(topic, payload, ['tourId', 'propertyId', 'ownerId']);
    const label = payload.slot?.label.trim() ?? '';
    const startsAt = new Date(payload.slot?.startsAt ?? '');
    if (label === '' || Number.isNaN(startsAt.getTime())) {
      throw new MalformedEventError(topic, ['a slot with a label and an RFC 3339 starts_at']);
    }
    await notices.confirmed(trx, {
      eventId: event.id,
      tourId: payload.tourId,
      propertyId: payload.propertyId,
      ownerId: payload.ownerId,
      propertyAddress: payload.propertyAddress,
      timeZoneLabel: payload.timeZoneLabel,
      slotLabel: label,
      startsAt,
      contactEmail: payload.contactEmail,
      contactName: payload.contactName,
      confirmedAt: occurredAt(event),
    });
  };
}

/** The buyer withdrew the request or the confirmed tour: the desk and the agent are told, the buyer's bell too. */
export function onTourCancelled(notices: TourNotices): EventHandler<TourCancelled> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.tourCancelled.name, payload, ['tourId', 'propertyId', 'ownerId']);
    await notices.cancelled(trx, {
      eventId: event.id,
      tourId: payload.tourId,
      propertyId: payload.propertyId,
      ownerId: payload.ownerId,
      propertyAddress: payload.propertyAddress,
      timeZoneLabel: payload.timeZoneLabel,
      proposedTimes: payload.slots.map((slot) => slot.label.trim()).filter((label) => label !== ''),
      confirmedTime: payload.confirmedSlot?.label.trim() ?? '',
      buyerName: payload.contactName,
      listingAgentEmail: payload.listingAgentEmail,
    });
  };
}
