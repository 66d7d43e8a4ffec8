// Spec part 2 section 7's offer-letter calls, on the same definition the editor fills and the same PDF the editor
// downloads: the template is @homeward/document-definitions' offer letter definition; the generated letter is the documents
// service's RenderPdf of one of the caller's offer letters (another user's, or an agreement's id, is 404 there).
import { OFFER_LETTER, OFFER_LETTER_NON_BINDING } from '@homeward/document-definitions';
import {
  generateOfferLetterQuerySchema,
  OFFER_LETTER_CALL_MESSAGES,
  OFFER_LETTER_TEMPLATE_ID,
  offerLetterFileName,
  offerLetterTemplateQuerySchema,
  offerLetterTemplateResponseSchema,
  type OfferLetterTemplateResponse,
} from '../api/offer-letter';
import { notFound } from '../http/http-error';
import { defineRoute, Reply } from './route';
import { IF_NONE_MATCH, ifNoneMatchOf, pdfReply } from './pdf-reply';

const TAG = 'documents';

/** The definition as JSON: it is plain data (conditions included), so nothing is lost on the way. */
const TEMPLATE: OfferLetterTemplateResponse['template'] = {
  id: OFFER_LETTER_TEMPLATE_ID,
  document_type: 'offer_letter',
  name: OFFER_LETTER.name,
  state_field: OFFER_LETTER.statePath,
  non_binding_notice: OFFER_LETTER_NON_BINDING,
  sections: JSON.parse(
    JSON.stringify(OFFER_LETTER.sections),
  ) as OfferLetterTemplateResponse['template']['sections'],
};

export const offerLetterRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/property/get-offer-letter-template',
    operationId: 'getOfferLetterTemplate',
    summary:
      "The spec's offer letter template call: the offer letter's definition the editor fills (its five sections, " +
      "their fields, options, hints and display rules) and the letter's non-binding notice. The one template id is " +
      "`offer-letter` (a completed letter's snapshot names it); any other is 404.",
    tag: TAG,
    auth: 'session',
    query: offerLetterTemplateQuerySchema,
    success: {
      status: 200,
      description: 'The offer letter template',
      schema: offerLetterTemplateResponseSchema,
    },
    errors: [404],
    async handle({ query }) {
      if (query.templateId !== OFFER_LETTER_TEMPLATE_ID)
        throw notFound(OFFER_LETTER_CALL_MESSAGES.unknownTemplate);
      return { template: TEMPLATE };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/property/generate-offer-letter',
    operationId: 'generateOfferLetter',
    summary:
      "The spec's generate call: one of the user's offer letters (`id`) as the editor's PDF, `OfferLetter_{id}.pdf`, " +
      'shown inline, or saved when `download=true`; `output_type=json` answers `{document}` instead (the letter as ' +
      '`GET /api/documents/offer_letter/{id}` does, its snapshot text included once previewed or completed). A ' +
      "completed letter renders its snapshot; a draft its current data, marked PREVIEW. Another user's letter, or " +
      'an id that is not an offer letter, is 404.',
    tag: TAG,
    auth: 'session',
    query: generateOfferLetterQuerySchema,
    success: { status: 200, description: 'The offer letter as a PDF', contentType: 'application/pdf' },
    errors: [404],
    protoFields: { id: 'id' },
    headers: [IF_NONE_MATCH],
    async handle({ query, session, deps, request, response }) {
      const disposition = query.download ? 'attachment' : 'inline';
      if (query.output_type === 'json') {
        const body = {
          document: await deps.clients.documents.get(session.accessToken, 'offer_letter', query.id),
        };
        if (!query.download) return Reply.json(body, 200);
        const json = Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
        return Reply.file(json, 'application/json', offerLetterFileName(query.id, 'json'), disposition);
      }
      const answer = await deps.clients.documents.conditionalPdf(
        session.accessToken,
        'offer_letter',
        query.id,
        false,
        ifNoneMatchOf(request),
      );
      return pdfReply(response, answer, offerLetterFileName(query.id, 'pdf'), disposition);
    },
  }),
];
