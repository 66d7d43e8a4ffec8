// The due-diligence objection (issue 24): the buyer writes it from an analyzed inspection report of an unlocked
// property, edits it, lists and deletes the property's objections, downloads each as a PDF. Another user's objection
// or property is 404; a locked property is 409; a bad value is 400 with `fields` under the body's names
// (`items.0.credit_amount`). The documents service decides all three.
import { propertyDocumentsParamsSchema } from '../api/documents';
import {
  createObjectionSchema,
  deleteObjectionResponseSchema,
  objectionListResponseSchema,
  objectionParamsSchema,
  objectionPdfFileName,
  objectionResponseSchema,
  updateObjectionSchema,
} from '../api/objections';
import { defineRoute, Reply } from './route';
import { requireOwnProperty } from './own-property';

const TAG = 'documents';

/** The request's proto names (`draft.sent_on`) under the body's JSON names (`sent_on`). */
const DRAFT_FIELDS = {
  'draft.inspection_id': 'inspection_id',
  'draft.inspection_file_name': 'inspection_file_name',
  'draft.items': 'items',
  'draft.sent_on': 'sent_on',
  'draft.seller_response_due': 'seller_response_due',
  'draft.resolution_deadline': 'resolution_deadline',
  'draft.recipient_name': 'recipient_name',
  'draft.recipient_email': 'recipient_email',
  'draft.note': 'note',
};

export const objectionRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/properties/:id/objections',
    operationId: 'createObjection',
    summary:
      "Writes the user's due-diligence objection for one of their unlocked properties: the findings objected to, a " +
      "repair or a credit for each, the day it is sent, the seller's response deadline and the resolution deadline. " +
      "A date out of order, in the past or after the agreement's Due Diligence Deadline is 400; a locked property 409.",
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    body: { schema: createObjectionSchema, accepts: ['json'] },
    success: { status: 201, description: 'The objection as written', schema: objectionResponseSchema },
    errors: [404, 409],
    protoFields: DRAFT_FIELDS,
    async handle({ params, body, session, deps }) {
      return {
        objection: await deps.clients.documents.createObjection(session.accessToken, params.id, body),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/objections',
    operationId: 'listObjections',
    summary: "The due-diligence objections of one of the user's properties, newest first.",
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    success: { status: 200, description: 'The objections', schema: objectionListResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      await requireOwnProperty(deps, session.accessToken, params.id);
      return { objections: await deps.clients.documents.listObjections(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/objections/:id',
    operationId: 'getObjection',
    summary: "One of the user's due-diligence objections, with its e-mail-ready text. Another user's is 404.",
    tag: TAG,
    auth: 'session',
    params: objectionParamsSchema,
    success: { status: 200, description: 'The objection', schema: objectionResponseSchema },
    errors: [404],
    protoFields: { id: 'id' },
    async handle({ params, session, deps }) {
      return { objection: await deps.clients.documents.getObjection(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/objections/:id',
    operationId: 'updateObjection',
    summary:
      "Rewrites one of the user's due-diligence objections with the same body and rules as writing one: the findings " +
      'objected to, a repair or a credit for each and its range, the dates, the recipient and the note. It stays on ' +
      'its property; a sending day left as saved may have passed. Its PDF, e-mail text, timeline and reminders follow. ' +
      "Another user's is 404; a bad value 400; a locked property 409.",
    tag: TAG,
    auth: 'session',
    params: objectionParamsSchema,
    body: { schema: updateObjectionSchema, accepts: ['json'] },
    success: { status: 200, description: 'The objection as edited', schema: objectionResponseSchema },
    errors: [404, 409],
    protoFields: { id: 'id', ...DRAFT_FIELDS },
    async handle({ params, body, session, deps }) {
      return {
        objection: await deps.clients.documents.updateObjection(session.accessToken, params.id, body),
      };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/objections/:id',
    operationId: 'deleteObjection',
    summary: "Deletes one of the user's due-diligence objections.",
    tag: TAG,
    auth: 'session',
    params: objectionParamsSchema,
    success: { status: 200, description: 'Deleted', schema: deleteObjectionResponseSchema },
    errors: [404],
    protoFields: { id: 'id' },
    async handle({ params, session, deps }) {
      await deps.clients.documents.deleteObjection(session.accessToken, params.id);
      return { deleted: true as const };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/objections/:id/pdf',
    operationId: 'downloadObjectionPdf',
    summary: "One of the user's due-diligence objections as a PDF, `DueDiligenceObjection_{id}.pdf`.",
    tag: TAG,
    auth: 'session',
    params: objectionParamsSchema,
    success: { status: 200, description: 'The objection as a PDF', contentType: 'application/pdf' },
    errors: [404],
    protoFields: { id: 'id' },
    async handle({ params, session, deps }) {
      const pdf = await deps.clients.documents.objectionPdf(session.accessToken, params.id);
      return Reply.file(pdf, 'application/pdf', objectionPdfFileName(params.id));
    },
  }),
];
