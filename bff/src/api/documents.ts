// The documents contract (issue 11, spec part 2): the offer letter and the purchase agreement, each a draft per
// property and user that autosaves, preview snapshots, completion (the next draft follows with count_number + 1),
// the property's list, delete, and the PDF. The form data (`meta_data`) is validated by the documents service
// against the document kind's definition; the BFF only checks that it is a JSON object.
import { z } from 'zod';
import { objectionDeadlineSchema } from './objections';
import { propertyIdSchema } from './properties';

/** The two document kinds, by the names the SPA sends as `document_type`. */
export const DOCUMENT_TYPES = ['offer_letter', 'purchase_agreement'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_MESSAGES = {
  /** Spec part 2 section 8: an unknown document type. */
  invalidType: 'Invalid document type',
  notFound: 'Document not found',
  metaData: 'meta_data must be a JSON object',
  noCompletedAgreement: 'No purchase agreement of this property has been completed yet.',
  isPreview: 'isPreview must be true or false',
} as const;

/** Spec part 2 section 8: the SPA's notices after a delete. */
export const DOCUMENT_REMOVED_MESSAGES: Record<DocumentType, string> = {
  offer_letter: 'Offer letter successfully removed!',
  purchase_agreement: 'Purchase agreement succesfully removed!',
};

/** Spec part 2 section 8: the SPA's notices after 'Save to property documents'. */
export const DOCUMENT_ADDED_MESSAGES: Record<DocumentType, string> = {
  offer_letter: 'Offer letter successfully added.',
  purchase_agreement: 'Purchase agreement successfully added.',
};

/** The spec's download names: `OfferLetter_{id}.pdf`, `PurchaseAgreement_{id}.pdf`. */
export function documentPdfFileName(type: DocumentType, id: string): string {
  return `${type === 'offer_letter' ? 'OfferLetter' : 'PurchaseAgreement'}_${id}.pdf`;
}

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.invalidType });
export const documentIdSchema = z.uuid(DOCUMENT_MESSAGES.notFound);

/** The editor's form data: a JSON object (never an array or a scalar); its fields are the service's to check. */
export const metaDataSchema = z.record(z.string(), z.unknown(), { error: DOCUMENT_MESSAGES.metaData });
export type MetaData = z.infer<typeof metaDataSchema>;

export const DOCUMENT_STATUSES = ['draft', 'completed'] as const;
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** What the document looked like when it was previewed or completed (the spec's snapshot columns). */
export const snapshotSchema = z.object({
  /** Which template rendered it: `offer-letter`, `purchase-agreement-utah`, `purchase-agreement-general`. */
  template: z.string(),
  /** The document's text as the template filled it (the preview's document tab), plain text. */
  prefilled_template: z.string(),
  /** The data it was filled with (the preview's 'Pre-filled information only' tab). */
  prefilled_data: metaDataSchema,
  saved_at: z.string(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const documentSchema = z.object({
  id: z.string(),
  document_type: documentTypeSchema,
  property_id: z.string(),
  /** `draft` until completed; a completed document keeps its snapshot and is never edited again. */
  status: documentStatusSchema,
  /** The form data as the service stored it: forced values applied, values of fields the rules hide dropped. */
  meta_data: metaDataSchema,
  /** The offer price (offer letter) or purchase price (agreement) in US dollars, or null when not entered yet. */
  property_price: z.number().nullable(),
  /** 1 for the property's first document of its kind; each completion's next draft counts one up. */
  count_number: z.number().int(),
  created_at: z.string(),
  /** The last autosave. */
  updated_at: z.string(),
  /** Null for a draft. */
  completed_at: z.string().nullable(),
  /** The completed document (the spec's template_snapshot and prefilled_* columns); null for a draft. */
  snapshot: snapshotSchema.nullable(),
  /** The last preview's snapshot, or null when the document was never previewed. */
  preview_snapshot: snapshotSchema.nullable(),
  /** Dotted paths of the fields the rules hide for this data (the editor skips them). */
  hidden_fields: z.array(z.string()),
  /** Dotted paths of the fields whose value the rules force (FHA/VA forces the finance contingency): disabled. */
  forced_fields: z.array(z.string()),
  /** Dotted paths of every field shown disabled: forced, filled from the property, or under 'I don't know yet'. */
  disabled_fields: z.array(z.string()),
});
export type Document = z.infer<typeof documentSchema>;

export const documentResponseSchema = z.object({ document: documentSchema });
export const documentDraftResponseSchema = z.object({
  document: documentSchema,
  /** This call created (and prefilled) the draft; false when the existing draft was reused. */
  created: z.boolean(),
});
export const documentListResponseSchema = z.object({ documents: z.array(documentSchema) });
export const completeDocumentResponseSchema = z.object({
  /** The document just completed (with its snapshots stored). */
  document: documentSchema,
  /** The new draft the editor switches to: a copy of the data with count_number + 1. */
  draft: documentSchema,
});
export const deleteDocumentResponseSchema = z.object({ deleted: z.literal(true) });

/** `POST /api/properties/:id/documents/draft`: the draft of this kind, created and prefilled the first time. */
export const documentDraftSchema = z.object({ document_type: documentTypeSchema });
/** Autosave: the whole form data, replacing the stored data. */
export const saveDocumentSchema = z.object({ meta_data: metaDataSchema });
/** `/api/documents/:document_type/:id`: an unknown kind or a malformed id cannot name a document (404). */
export const documentParamsSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.notFound }),
  id: documentIdSchema,
});
export const listDocumentsQuerySchema = z.object({
  /** Only this kind; both when absent. */
  document_type: documentTypeSchema.optional(),
});
export const propertyDocumentsParamsSchema = z.object({ id: propertyIdSchema });

/** As @homeward/document-definitions' CONTRACT_DEADLINE_KEYS: only those of conditions the agreement has are listed. */
export const CONTRACT_DEADLINE_KEYS = [
  'seller_disclosure',
  'due_diligence',
  'hoa',
  'insurance',
  'attorney_review',
  'option_period',
  'financing_appraisal',
  'sale_of_home_offer',
  'sale_of_home_closing',
  'settlement',
] as const;

/** One deadline of a completed purchase agreement (the property page's timeline, the inspection page). */
export const contractDeadlineSchema = z.object({
  key: z.enum(CONTRACT_DEADLINE_KEYS),
  label: z.string(),
  /** Calendar date `YYYY-MM-DD`, or null when the agreement does not give enough to count it. */
  date: z.string().nullable(),
  /** When on that date it ends, e.g. `5:00 PM`. */
  time: z.string(),
  /** IANA zone of `time` (`America/Denver` for Utah's REPC), or null: the property's local time. */
  time_zone: z.string().nullable(),
  /** False when the agreement has no such deadline (no financing condition in a cash purchase). */
  applies: z.boolean(),
  /** How the date was counted, e.g. `10 days after the agreement date`. */
  basis: z.string(),
});
export type ContractDeadline = z.infer<typeof contractDeadlineSchema>;

export const contractDeadlinesResponseSchema = z.object({
  /** The latest completed purchase agreement of the property they come from, or null (then no deadlines). */
  purchase_agreement_id: z.string().nullable(),
  deadlines: z.array(contractDeadlineSchema),
  /**
   * The property's latest due-diligence objection (issue 24), null (or absent) when there is none; its timeline follows
   * the agreement's, with or without a completed agreement.
   */
  objection_id: z.string().nullable().optional(),
  objection_deadlines: z.array(objectionDeadlineSchema).optional(),
});
export type ContractDeadlines = z.infer<typeof contractDeadlinesResponseSchema>;

/**
 * `POST /api/generate_pdf`, by the spec's names (`isPreview` is the spec's own spelling): the document's PDF, from
 * its preview snapshot when `isPreview`, else from the completed (or the draft's current) data.
 */
export const generatePdfSchema = z.object({
  id: documentIdSchema,
  document_type: documentTypeSchema,
  isPreview: z.boolean({ error: DOCUMENT_MESSAGES.isPreview }).default(false),
});
export type GeneratePdfRequest = z.output<typeof generatePdfSchema>;
