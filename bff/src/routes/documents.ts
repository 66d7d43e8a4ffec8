// Documents (issue 11, spec part 2): the offer letter and the purchase agreement. The editor gets (or creates) its
// draft, autosaves the whole form data, saves preview snapshots, completes (and switches to the next draft); the
// property page lists, downloads and deletes. Another user's document is 404; a locked property's purchase
// agreement is 409 (the documents service decides both).
import { status } from '@grpc/grpc-js';
import { fieldViolationsOf } from '@homeward/kit';
import {
  completeDocumentResponseSchema,
  contractDeadlinesResponseSchema,
  DOCUMENT_MESSAGES,
  deleteDocumentResponseSchema,
  documentDraftResponseSchema,
  documentDraftSchema,
  documentListResponseSchema,
  documentParamsSchema,
  documentPdfFileName,
  documentResponseSchema,
  generatePdfSchema,
  listDocumentsQuerySchema,
  propertyDocumentsParamsSchema,
  saveDocumentSchema,
} from '../api/documents';
import { deadlinesCalendar } from '../documents/deadlines-calendar';
import { isGrpcError } from '../http/grpc-errors';
import { badRequest, notFound } from '../http/http-error';
import { defineRoute, Reply } from './route';
import { IF_NONE_MATCH, ifNoneMatchOf, pdfReply } from './pdf-reply';
import { requireOwnProperty } from './own-property';

const TAG = 'documents';

/** Fields of the documents requests themselves; every other violation names a path in the form data. */
const REQUEST_FIELDS: Readonly<Record<string, string>> = { id: 'id', document_type: 'document_type' };

/** `offer_expiration.date` (or `data_json.offer_expiration.date`) -> `meta_data.offer_expiration.date`. */
export function dataFieldName(protoPath: string): string {
  if (Object.hasOwn(REQUEST_FIELDS, protoPath)) return REQUEST_FIELDS[protoPath]!;
  const dataPath = protoPath.replace(/^data_json(\.|$)/, '');
  return dataPath ? `meta_data.${dataPath}` : 'meta_data';
}

/**
 * The documents service names a bad value by its dotted path in the data (`buyers.0.email`, its proto says so), which
 * no request message has as a field; the editor shows it beside the field it knows as `meta_data.<path>`.
 */
async function withDataFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isGrpcError(error) || error.code !== status.INVALID_ARGUMENT) throw error;
    const violations = fieldViolationsOf(error.metadata) ?? {};
    const fields = Object.fromEntries(
      Object.entries(violations).map(([path, message]) => [dataFieldName(path), message]),
    );
    throw badRequest(
      error.details?.trim() || 'Invalid request',
      Object.keys(fields).length > 0 ? fields : undefined,
    );
  }
}

export const documentRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/properties/:id/documents/draft',
    operationId: 'getOrCreateDocumentDraft',
    summary:
      "The user's draft of this kind for one of their properties: the existing one (one per property, user and kind), " +
      "else a new one prefilled from the property and the user's profile (`created` says which). A purchase " +
      'agreement of a locked property is 409.',
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    body: { schema: documentDraftSchema, accepts: ['json'] },
    success: { status: 200, description: 'The draft', schema: documentDraftResponseSchema },
    errors: [404, 409],
    protoFields: { property_id: 'id', document_type: 'document_type' },
    async handle({ params, body, session, deps }) {
      return deps.clients.documents.draft(session.accessToken, params.id, body.document_type);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/documents',
    operationId: 'listPropertyDocuments',
    summary:
      "The saved documents of one of the user's properties, completed ones and drafts, newest first; " +
      '`document_type` keeps one kind.',
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    query: listDocumentsQuerySchema,
    success: { status: 200, description: 'The documents', schema: documentListResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id', document_type: 'document_type' },
    async handle({ params, query, session, deps }) {
      await requireOwnProperty(deps, session.accessToken, params.id);
      return {
        documents: await deps.clients.documents.list(session.accessToken, params.id, query.document_type),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/contract-deadlines',
    operationId: 'listContractDeadlines',
    summary:
      'The contract deadlines (seller disclosure, due diligence, financing and appraisal, settlement) of the latest ' +
      "completed purchase agreement of one of the user's properties, as calendar dates; none (and " +
      '`purchase_agreement_id` null) until one is completed.',
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    success: { status: 200, description: 'The deadlines', schema: contractDeadlinesResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      await requireOwnProperty(deps, session.accessToken, params.id);
      return deps.clients.documents.contractDeadlines(session.accessToken, params.id);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/contract-deadlines.ics',
    operationId: 'downloadContractDeadlines',
    summary:
      "The same deadlines as an iCalendar file (`ContractDeadlines_{id}.ics`) for the buyer's calendar: one event " +
      "per deadline that applies and has a date, then the latest due-diligence objection's three steps (sent, " +
      "seller's response due, resolution deadline) at the same time of day. 404 until a purchase agreement of the " +
      'property is completed or an objection is written.',
    tag: TAG,
    auth: 'session',
    params: propertyDocumentsParamsSchema,
    success: { status: 200, description: 'The deadlines as iCalendar', contentType: 'text/calendar' },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      const [property, deadlines] = await Promise.all([
        deps.clients.property.get(session.accessToken, params.id),
        deps.clients.documents.contractDeadlines(session.accessToken, params.id),
      ]);
      const objection = deadlines.objection_id
        ? { id: deadlines.objection_id, deadlines: deadlines.objection_deadlines ?? [] }
        : null;
      if (!deadlines.purchase_agreement_id && !objection)
        throw notFound(DOCUMENT_MESSAGES.noCompletedAgreement);
      const calendar = deadlinesCalendar({
        purchaseAgreementId: deadlines.purchase_agreement_id,
        propertyAddress: property.address.formatted_address,
        deadlines: deadlines.deadlines,
        objection,
        now: new Date(),
      });
      return Reply.file(
        Buffer.from(calendar, 'utf8'),
        'text/calendar; charset=utf-8',
        `ContractDeadlines_${params.id}.ics`,
      );
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/documents/:document_type/:id',
    operationId: 'getDocument',
    summary: "One of the user's documents (`offer_letter` or `purchase_agreement`). Another user's is 404.",
    tag: TAG,
    auth: 'session',
    params: documentParamsSchema,
    success: { status: 200, description: 'The document', schema: documentResponseSchema },
    errors: [404],
    protoFields: { id: 'id', document_type: 'document_type' },
    async handle({ params, session, deps }) {
      return {
        document: await deps.clients.documents.get(session.accessToken, params.document_type, params.id),
      };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/documents/:document_type/:id',
    operationId: 'saveDocumentDraft',
    summary:
      "Autosave: replaces a draft's form data with `meta_data` and answers the data as stored (forced values " +
      'applied, values of fields the rules hide dropped). A bad value is 400 with `fields` under `meta_data.<path>`; ' +
      'a completed document is 409.',
    tag: TAG,
    auth: 'session',
    params: documentParamsSchema,
    body: { schema: saveDocumentSchema, accepts: ['json'] },
    success: { status: 200, description: 'The draft as stored', schema: documentResponseSchema },
    errors: [404, 409],
    protoFields: { id: 'id', document_type: 'document_type', data_json: 'meta_data' },
    async handle({ params, body, session, deps }) {
      return {
        document: await withDataFields(
          deps.clients.documents.save(session.accessToken, params.document_type, params.id, body.meta_data),
        ),
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/documents/:document_type/:id/preview',
    operationId: 'saveDocumentPreview',
    summary:
      "Preview: stores only the preview snapshot of the document's current data (`preview_snapshot`); a draft " +
      'stays a draft.',
    tag: TAG,
    auth: 'session',
    params: documentParamsSchema,
    success: {
      status: 200,
      description: 'The document with its preview snapshot',
      schema: documentResponseSchema,
    },
    errors: [404, 409],
    protoFields: { id: 'id', document_type: 'document_type' },
    async handle({ params, session, deps }) {
      return {
        document: await deps.clients.documents.preview(session.accessToken, params.document_type, params.id),
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/documents/:document_type/:id/complete',
    operationId: 'completeDocument',
    summary:
      'Complete: checks the data as a finished document (400 with `fields` otherwise), stores its snapshot and ' +
      'answers it with the next draft (count_number + 1) the editor switches to. Completing twice is 409.',
    tag: TAG,
    auth: 'session',
    params: documentParamsSchema,
    success: {
      status: 200,
      description: 'The completed document and the next draft',
      schema: completeDocumentResponseSchema,
    },
    errors: [404, 409],
    protoFields: { id: 'id', document_type: 'document_type', data_json: 'meta_data' },
    async handle({ params, session, deps }) {
      return withDataFields(
        deps.clients.documents.complete(session.accessToken, params.document_type, params.id),
      );
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/documents/:document_type/:id',
    operationId: 'deleteDocument',
    summary: "Deletes one of the user's documents, a draft or a completed one.",
    tag: TAG,
    auth: 'session',
    params: documentParamsSchema,
    success: { status: 200, description: 'Deleted', schema: deleteDocumentResponseSchema },
    errors: [404],
    protoFields: { id: 'id', document_type: 'document_type' },
    async handle({ params, session, deps }) {
      await deps.clients.documents.delete(session.accessToken, params.document_type, params.id);
      return { deleted: true as const };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/generate_pdf',
    operationId: 'generateDocumentPdf',
    summary:
      "The spec's PDF call: one of the user's documents as a PDF download named `OfferLetter_{id}.pdf` or " +
      '`PurchaseAgreement_{id}.pdf`; `isPreview` renders the last preview snapshot (409 when there is none), ' +
      'otherwise the completed document or, for a draft, its current data. A completed document comes with an ETag ' +
      '(its content hash): sent back as If-None-Match, it is answered 304 without the bytes.',
    tag: TAG,
    auth: 'session',
    body: { schema: generatePdfSchema, accepts: ['json'] },
    success: { status: 200, description: 'The document as a PDF', contentType: 'application/pdf' },
    errors: [404, 409],
    protoFields: { id: 'id', document_type: 'document_type', is_preview: 'isPreview' },
    headers: [IF_NONE_MATCH],
    async handle({ body, session, deps, request, response }) {
      const answer = await deps.clients.documents.conditionalPdf(
        session.accessToken,
        body.document_type,
        body.id,
        body.isPreview,
        ifNoneMatchOf(request),
      );
      return pdfReply(response, answer, documentPdfFileName(body.document_type, body.id));
    },
  }),
];
