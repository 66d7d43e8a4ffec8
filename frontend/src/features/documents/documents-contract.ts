// The SPA's side of the BFF's documents calls. The shapes follow spec part 2 (records with meta_data, count_number,
// snapshots kept server-side); once bff/src/api/documents.ts exports its schemas these re-export them instead.
import { z } from 'zod';

export const DOCUMENT_TYPES = ['offer_letter', 'purchase_agreement'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const snapshotSchema = z.object({
  template: z.string(),
  // The document's text as the template filled it: the preview's document tab.
  prefilled_template: z.string(),
  saved_at: z.string(),
});

// The proto's Document (protos/homeward/documents/v1/documents.proto) in the BFF's snake_case JSON, data parsed.
export const documentRecordSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  meta_data: z.record(z.string(), z.unknown()),
  property_price: z.number().nullable().optional(),
  count_number: z.number(),
  completed: z.boolean(),
  preview_snapshot: snapshotSchema.nullable().optional(),
  created_at: z.string(),
  // Dotted paths the server's rules hide / force for this data; the editor computes the same with @homeward/documents.
  hidden_fields: z.array(z.string()).default([]),
  forced_fields: z.array(z.string()).default([]),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const documentResponseSchema = z.object({ document: documentRecordSchema });
export const completeResponseSchema = z.object({
  document: documentRecordSchema,
  next_draft: documentRecordSchema,
});

/** The file name spec part 2 gives the generated PDF. */
export function pdfFileName(type: DocumentType, id: string): string {
  return type === 'offer_letter' ? `OfferLetter_${id}.pdf` : `PurchaseAgreement_${id}.pdf`;
}
