// Tours (issue 12): the buyer's request to see a listed home, its list and cancellation, and the two public calls of
// the confirmation page the tour desk reaches from its e-mail. The page posts the link's token in the body, so it
// never sits in a URL the BFF, a proxy or a browser history would keep.
import { status } from '@grpc/grpc-js';
import { propertyIdParamsSchema } from '../api/properties';
import {
  CONFIRMATION_MESSAGES,
  confirmationResponseSchema,
  confirmationTokenSchema,
  listToursQuerySchema,
  scheduleTourSchema,
  tourListResponseSchema,
  tourParamsSchema,
  tourResponseSchema,
} from '../api/tours';
import { isGrpcError } from '../http/grpc-errors';
import { conflict, HttpError, notFound } from '../http/http-error';
import { defineRoute } from './route';

/**
 * A refused confirmation link, as the public page tells it. The tour service gives each refusal its own code
 * (services/tour/src/handlers/errors.ts), so no words are parsed: NOT_FOUND forged or naming nothing -> 404;
 * FAILED_PRECONDITION expired -> 410 (Gone: it was a real link); ABORTED the tour moved on (cancelled, or another
 * slot confirmed) -> 409. A second follow of a used link is no refusal: it answers `already_confirmed`. Anything
 * else (an outage) keeps the usual mapping.
 */
export function confirmationLinkError(error: unknown): unknown {
  if (!isGrpcError(error)) return error;
  const message = error.details?.trim();
  switch (error.code) {
    case status.NOT_FOUND:
    case status.INVALID_ARGUMENT:
      return notFound(message || CONFIRMATION_MESSAGES.notFound);
    case status.FAILED_PRECONDITION:
      return new HttpError(410, 'link_expired', message || CONFIRMATION_MESSAGES.expired);
    case status.ABORTED:
      return conflict(message || CONFIRMATION_MESSAGES.conflict);
    default:
      return error;
  }
}

async function asConfirmationLink<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw confirmationLinkError(error);
  }
}

const PUBLIC_BODIES = ['json'] as const;

export const tourRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/property/schedule-tour',
    operationId: 'scheduleTour',
    summary:
      "Propose up to three times (each 'MM/DD/YYYY h:mm AM', one of the sixteen half-hour options 9:00 AM-4:30 PM " +
      "in the property's time zone, not before today there) to see one of the user's listed properties, with the " +
      "chosen contact channels (an empty one was not chosen). `user_id` is ignored: the tour is the session's user's. " +
      "Another user's property is 404, an unlisted one 409.",
    tag: 'tours',
    auth: 'session',
    body: { schema: scheduleTourSchema, accepts: ['json'] },
    success: { status: 201, description: 'The tour, requested', schema: tourResponseSchema },
    errors: [404, 409],
    protoFields: {
      property_id: 'property_id',
      time_slots: 'time_slots',
      contact_email: 'contact_email',
      contact_phone: 'contact_phone',
      contact_name: 'contact_name',
    },
    async handle({ body, session, deps }) {
      return { tour: await deps.clients.tour.schedule(session.accessToken, body) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/tours',
    operationId: 'listPropertyTours',
    summary: "The user's tours of one of their properties, newest first, in every state.",
    tag: 'tours',
    auth: 'session',
    params: propertyIdParamsSchema,
    success: { status: 200, description: 'The tours', schema: tourListResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      // The tour service only knows tours, so another user's home would be an empty list there: property answers
      // whose home it is, and another user's is 404 like everywhere else.
      const [, tours] = await Promise.all([
        deps.clients.property.get(session.accessToken, params.id),
        deps.clients.tour.list(session.accessToken, { propertyId: params.id }),
      ]);
      return { tours };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/tours',
    operationId: 'listTours',
    summary:
      "The user's tours; with `upcoming=true` only those not cancelled whose confirmed slot, or a proposed one, is " +
      'still ahead.',
    tag: 'tours',
    auth: 'session',
    query: listToursQuerySchema,
    success: { status: 200, description: 'The tours', schema: tourListResponseSchema },
    async handle({ query, session, deps }) {
      return { tours: await deps.clients.tour.list(session.accessToken, { upcomingOnly: query.upcoming }) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/tours/:id/cancel',
    operationId: 'cancelTour',
    summary:
      "Withdraw one of the user's requested or confirmed tours (the desk is told). Another user's tour is 404, a " +
      'cancelled one 409.',
    tag: 'tours',
    auth: 'session',
    params: tourParamsSchema,
    success: { status: 200, description: 'The tour, cancelled', schema: tourResponseSchema },
    errors: [404, 409],
    protoFields: { tour_id: 'id' },
    async handle({ params, session, deps }) {
      return { tour: await deps.clients.tour.cancel(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/tour-confirmations/describe',
    operationId: 'describeTourConfirmation',
    summary:
      "Public (no session): what a confirmation link confirms (address, slot, time zone, the tour's state and " +
      'whether this slot is already the confirmed one); changes nothing. Forged or unknown 404, expired 410.',
    tag: 'tours',
    auth: 'public',
    sensitiveBody: true,
    body: { schema: confirmationTokenSchema, accepts: PUBLIC_BODIES },
    success: { status: 200, description: 'What the link confirms', schema: confirmationResponseSchema },
    errors: [404, 410],
    protoFields: { token: 'token' },
    async handle({ body, deps }) {
      return { confirmation: await asConfirmationLink(deps.clients.tour.describeConfirmation(body.token)) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/tour-confirmations/confirm',
    operationId: 'confirmTourSlot',
    summary:
      "Public (no session): confirms the link's slot once (`tour.confirmed`); following the same link again " +
      'changes nothing and answers `already_confirmed: true`. Forged or unknown 404, expired 410; a cancelled tour ' +
      'or another slot already confirmed 409.',
    tag: 'tours',
    auth: 'public',
    sensitiveBody: true,
    body: { schema: confirmationTokenSchema, accepts: PUBLIC_BODIES },
    success: { status: 200, description: 'The confirmed slot', schema: confirmationResponseSchema },
    errors: [404, 409, 410],
    protoFields: { token: 'token' },
    async handle({ body, deps }) {
      return { confirmation: await asConfirmationLink(deps.clients.tour.confirm(body.token)) };
    },
  }),
];
