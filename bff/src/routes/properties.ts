import { okResponseSchema } from '../api/auth';
import {
  createPropertySchema,
  deletePropertySchema,
  listPropertiesQuerySchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
} from '../api/properties';
import { defineRoute } from './route';

export const propertyRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/properties',
    operationId: 'listProperties',
    summary: "The user's active properties, newest first, optionally filtered by an address substring.",
    tag: 'properties',
    auth: 'session',
    query: listPropertiesQuerySchema,
    success: { status: 200, description: 'The properties', schema: propertyListResponseSchema },
    async handle({ query, session, deps }) {
      return { properties: await deps.gateways.property.list(session.accessToken, query.search) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/properties',
    operationId: 'createProperty',
    summary: 'Create a draft property from an address (shown in the preview until activated).',
    tag: 'properties',
    auth: 'session',
    body: { schema: createPropertySchema, accepts: ['json', 'form'] },
    success: { status: 201, description: 'The draft property', schema: propertyResponseSchema },
    errors: [409],
    async handle({ body, session, deps }) {
      return { property: await deps.gateways.property.create(session.accessToken, body.address) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/properties/:id/activate',
    operationId: 'activateProperty',
    summary: "Add a draft property to the user's list.",
    tag: 'properties',
    auth: 'session',
    params: propertyIdParamsSchema,
    success: { status: 200, description: 'The active property', schema: propertyResponseSchema },
    errors: [404, 409],
    async handle({ params, session, deps }) {
      return { property: await deps.gateways.property.activate(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id',
    operationId: 'getProperty',
    summary: "One of the user's properties; another user's property is 404.",
    tag: 'properties',
    auth: 'session',
    params: propertyIdParamsSchema,
    success: { status: 200, description: 'The property', schema: propertyResponseSchema },
    errors: [404],
    async handle({ params, session, deps }) {
      return { property: await deps.gateways.property.get(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/delete-property',
    operationId: 'deleteProperty',
    summary: "Delete one of the user's properties (the spec's call).",
    tag: 'properties',
    auth: 'session',
    body: { schema: deletePropertySchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'Deleted', schema: okResponseSchema },
    errors: [404],
    async handle({ body, session, deps }) {
      await deps.gateways.property.delete(session.accessToken, body.property_id);
      return { ok: true as const };
    },
  }),
];
