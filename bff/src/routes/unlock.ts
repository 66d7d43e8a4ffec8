// The $99 unlock (`/api/stripe/*`, the spec's names). The price is the payment service's; the unlock itself arrives
// through payment.succeeded -> property.unlocked, whichever gateway took the card.
import { apiErrorSchema } from '../api/errors';
import {
  CARD_DECLINED_ERROR,
  createPaymentResponseSchema,
  createPaymentSchema,
  offlineConfirmResponseSchema,
  offlineConfirmSchema,
  unlockOptionsResponseSchema,
  unlockStatusQuerySchema,
  unlockStatusResponseSchema,
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_BODY_LIMIT_BYTES,
  webhookResponseSchema,
} from '../api/unlock';
import { notFound } from '../http/http-error';
import { defineRoute, Reply } from './route';

export const OFFLINE_GATEWAY_OFF = 'The offline card form is not enabled';

export const unlockRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/stripe/options',
    operationId: 'unlockOptions',
    summary:
      "The active payment gateway ('offline' card form or 'stripe' with its publishable key) and the price.",
    tag: 'unlock',
    auth: 'session',
    success: { status: 200, description: 'Payment options', schema: unlockOptionsResponseSchema },
    async handle({ session, deps }) {
      return deps.clients.payment.options(session.accessToken);
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/stripe/create-payment',
    operationId: 'createPayment',
    summary:
      "Open (or reuse) the $99 unlock payment of one of the user's locked properties. `amount` is 99 (dollars) or " +
      '9900 (cents); anything else is 400. An unlocked property is 409.',
    tag: 'unlock',
    auth: 'session',
    body: { schema: createPaymentSchema, accepts: ['json'] },
    success: { status: 200, description: "The payment's client secret", schema: createPaymentResponseSchema },
    errors: [404, 409],
    protoFields: { property_id: 'propertyId', amount_cents: 'amount' },
    async handle({ body, session, deps }) {
      const clientSecret = await deps.clients.payment.createPayment(
        session.accessToken,
        body.propertyId,
        body.amount,
      );
      return { clientSecret };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/stripe/offline/confirm',
    operationId: 'confirmOfflinePayment',
    summary:
      "The offline gateway's card form (Stripe test-mode cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 " +
      'is declined). 404 unless the offline gateway is active. The body is never logged.',
    tag: 'unlock',
    auth: 'session',
    body: { schema: offlineConfirmSchema, accepts: ['json'] },
    sensitiveBody: true,
    success: { status: 200, description: 'The payment went through', schema: offlineConfirmResponseSchema },
    extraResponses: {
      402: {
        description: "The card was declined; `message` is the card error's own text",
        schema: apiErrorSchema,
      },
    },
    errors: [404],
    protoFields: { client_secret: 'client_secret', card_number: 'card_number', expiry: 'expiry', cvc: 'cvc' },
    async handle({ body, session, deps }) {
      const options = await deps.clients.payment.options(session.accessToken);
      if (options.gateway !== 'offline') throw notFound(OFFLINE_GATEWAY_OFF);
      const confirmation = await deps.clients.payment.confirmOffline(session.accessToken, body);
      if (confirmation.outcome === 'declined')
        return Reply.json({ error: CARD_DECLINED_ERROR, message: confirmation.message }, 402);
      return { status: confirmation.status };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/stripe/payment-status',
    operationId: 'unlockStatus',
    summary:
      "The status of the user's payment for a property, refreshed from the provider (the return page polls it, so a " +
      'late webhook does not leave the buyer waiting). 404 when there is no payment.',
    tag: 'unlock',
    auth: 'session',
    query: unlockStatusQuerySchema,
    success: { status: 200, description: 'Payment status', schema: unlockStatusResponseSchema },
    errors: [404],
    protoFields: { property_id: 'property_id' },
    async handle({ query, session, deps }) {
      return { status: await deps.clients.payment.status(session.accessToken, query.property_id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/stripe/webhook',
    operationId: 'stripeWebhook',
    summary:
      "Stripe's webhook: the raw body and the Stripe-Signature header go to the payment service byte for byte. " +
      'Authenticated by the signature (no session, no CSRF header); a bad signature is 400.',
    tag: 'unlock',
    auth: 'public',
    csrf: false,
    rawBody: {
      limitBytes: WEBHOOK_BODY_LIMIT_BYTES,
      mediaType: 'application/json',
      description: 'The Stripe event exactly as Stripe sent it (its signature covers these bytes)',
    },
    headers: [
      {
        name: STRIPE_SIGNATURE_HEADER,
        required: true,
        description: "Stripe's signature of the body (`t=...,v1=...`)",
      },
    ],
    success: { status: 200, description: 'Received', schema: webhookResponseSchema },
    errors: [400],
    protoFields: { payload: 'payload', signature: 'signature' },
    async handle({ rawBody, request, deps }) {
      const signature = request.get(STRIPE_SIGNATURE_HEADER) ?? '';
      return { processed: await deps.clients.payment.handleWebhook(rawBody, signature) };
    },
  }),
];
