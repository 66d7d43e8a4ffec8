import { okResponseSchema } from '../api/auth';
import {
  createPropertySchema,
  deletePropertySchema,
  listPropertiesQuerySchema,
  propertyEditSchema,
  propertyIdBodySchema,
  streetViewBodySchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  streetViewResponseSchema,
} from '../api/properties';
import { withDocumentsOf } from '../documents/property-documents';
import { defineRoute } from './route';

// UpdatePropertyRequest's fields: the path's id, then the edit form's, which the spec and the proto spell alike
// (`listing_agent` also covers its `name`, `company` and `phone_number`).
const PROPERTY_EDIT_FIELDS = {
  property_id: 'id',
  bedrooms_num: 'bedrooms_num',
  bathrooms_num: 'bathrooms_num',
  size: 'size',
  price: 'price',
  listing_agent: 'listing_agent',
};

export const propertyRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/properties',
    operationId: 'listProperties',
    summary:
      "The user's active properties as their cards show them, newest first, optionally filtered by an address " +
      'substring; the document indicators come with them from the property service (no documents call).',
    tag: 'properties',
    auth: 'session',
    query: listPropertiesQuerySchema,
    success: { status: 200, description: 'The properties', schema: propertyListResponseSchema },
    protoFields: { search: 'search' },
    async handle({ query, session, deps }) {
      return { properties: await deps.clients.property.listCards(session.accessToken, query.search) };
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
    // 429: the buyer's drafts or today's lookups are at property's per-user cap.
    errors: [409, 429],
    protoFields: { address: 'address' },
    async handle({ body, session, deps }) {
      return { property: await deps.clients.property.create(session.accessToken, body.address) };
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
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      const property = await deps.clients.property.activate(session.accessToken, params.id);
      return { property: await withDocumentsOf(deps, session.accessToken, property) };
    },
  }),

  // Before `/api/properties/:id`, so the spec's id 'sample' reaches it.
  defineRoute({
    method: 'get',
    path: '/api/properties/sample',
    operationId: 'getSampleProperty',
    summary: "The spec's sample property (`is_sample`, unlocked, the same for everyone; id 'sample').",
    tag: 'properties',
    auth: 'session',
    success: { status: 200, description: 'The sample property', schema: propertyResponseSchema },
    async handle({ session, deps }) {
      return { property: await deps.clients.property.sample(session.accessToken) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id',
    operationId: 'getProperty',
    summary:
      "One of the user's properties; another user's property is 404. The id 'sample' answers the sample property " +
      '(see getSampleProperty).',
    tag: 'properties',
    auth: 'session',
    params: propertyIdParamsSchema,
    success: { status: 200, description: 'The property', schema: propertyResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      const property = await deps.clients.property.get(session.accessToken, params.id);
      return { property: await withDocumentsOf(deps, session.accessToken, property) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/delete-property',
    operationId: 'deleteProperty',
    summary:
      "Delete one of the user's properties (the spec's call); an unlocked property cannot be removed (409).",
    tag: 'properties',
    auth: 'session',
    body: { schema: deletePropertySchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'Deleted', schema: okResponseSchema },
    errors: [404, 409],
    protoFields: { property_id: 'property_id' },
    async handle({ body, session, deps }) {
      await deps.clients.property.delete(session.accessToken, body.property_id);
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'patch',
    path: '/api/properties/:id',
    operationId: 'updateProperty',
    summary:
      "Edit the spec's fields (bedrooms, bathrooms, size, price, listing agent); absent fields stay as they are.",
    tag: 'properties',
    auth: 'session',
    params: propertyIdParamsSchema,
    body: { schema: propertyEditSchema, accepts: ['json'] },
    success: { status: 200, description: 'The updated property', schema: propertyResponseSchema },
    errors: [404],
    protoFields: PROPERTY_EDIT_FIELDS,
    async handle({ params, body, session, deps }) {
      const property = await deps.clients.property.update(session.accessToken, params.id, body);
      return { property: await withDocumentsOf(deps, session.accessToken, property) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/streetview',
    operationId: 'getStreetView',
    summary:
      "Street View image URL (null where there is no imagery) and link of one of the user's properties.",
    tag: 'properties',
    auth: 'session',
    body: { schema: streetViewBodySchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'Street View of the address', schema: streetViewResponseSchema },
    errors: [404],
    protoFields: { property_id: 'property_id' },
    async handle({ body, session, deps }) {
      return deps.clients.property.streetView(session.accessToken, body.property_id);
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/get-property-by-address',
    operationId: 'refreshPropertyData',
    summary: 'Re-parse by address: refresh the record from the data provider, keeping its geocode.',
    tag: 'properties',
    auth: 'session',
    body: { schema: propertyIdBodySchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'The refreshed property', schema: propertyResponseSchema },
    // 429: today's lookups are at property's per-user cap.
    errors: [404, 429],
    protoFields: { property_id: 'property_id' },
    async handle({ body, session, deps }) {
      const property = await deps.clients.property.refresh(session.accessToken, body.property_id);
      return { property: await withDocumentsOf(deps, session.accessToken, property) };
    },
  }),
];
