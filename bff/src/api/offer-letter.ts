// Spec part 2 section 7's two offer-letter calls, whose answers the spec leaves unshown (bff/README.md, 'Offer letter
// calls', says what we chose): the offer letter's template (the editor's own definition) and one of the caller's
// offer letters generated as a PDF (inline or as a download) or as JSON. Query names are the spec's (`templateId`).
import { z } from 'zod';
import { documentSchema } from './documents';

/** The one offer letter template: the name completed offer letters record as their snapshot's `template`. */
export const OFFER_LETTER_TEMPLATE_ID = 'offer-letter';

export const OFFER_LETTER_CALL_MESSAGES = {
  templateIdRequired: 'templateId is required',
  unknownTemplate: `No offer letter template has this id. The offer letter's template is '${OFFER_LETTER_TEMPLATE_ID}'.`,
  id: 'id must be the id of one of your offer letters',
  download: 'download must be true or false',
  outputType: 'output_type must be pdf or json',
} as const;

export const offerLetterTemplateQuerySchema = z.object({
  templateId: z
    .string({ error: OFFER_LETTER_CALL_MESSAGES.templateIdRequired })
    .trim()
    .min(1, OFFER_LETTER_CALL_MESSAGES.templateIdRequired)
    .max(100, OFFER_LETTER_CALL_MESSAGES.unknownTemplate),
});

/** One section of the template: the editor's step, its key and display name, and its form elements. */
export const offerLetterTemplateSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  /**
   * The section's elements as @homeward/document-definitions declares them: `kind`, `field` (the dotted meta_data path), `label`,
   * `options`, `hint`, bounds, and `visibleWhen` conditions as data. Nested `elements` for repeats and modals.
   */
  elements: z.array(z.record(z.string(), z.unknown())),
});

export const offerLetterTemplateResponseSchema = z.object({
  template: z.object({
    id: z.literal(OFFER_LETTER_TEMPLATE_ID),
    document_type: z.literal('offer_letter'),
    name: z.string(),
    /** The dotted meta_data path of the property's state (the expiry's time zone comes from it). */
    state_field: z.string(),
    /** The notice the letter carries on every page: it binds no one. */
    non_binding_notice: z.string(),
    sections: z.array(offerLetterTemplateSectionSchema),
  }),
});
export type OfferLetterTemplateResponse = z.infer<typeof offerLetterTemplateResponseSchema>;

export const OFFER_LETTER_OUTPUT_TYPES = ['pdf', 'json'] as const;
export type OfferLetterOutputType = (typeof OFFER_LETTER_OUTPUT_TYPES)[number];

/** Query strings carry text: `download` is the word `true` or `false`, nothing else. */
export const generateOfferLetterQuerySchema = z.object({
  id: z.uuid(OFFER_LETTER_CALL_MESSAGES.id),
  download: z
    .enum(['true', 'false'], { error: OFFER_LETTER_CALL_MESSAGES.download })
    .default('false')
    .transform((value) => value === 'true'),
  output_type: z
    .enum(OFFER_LETTER_OUTPUT_TYPES, { error: OFFER_LETTER_CALL_MESSAGES.outputType })
    .default('pdf'),
});
export type GenerateOfferLetterQuery = z.output<typeof generateOfferLetterQuerySchema>;

/** `output_type=json`: the letter as `GET /api/documents/offer_letter/:id` answers it. */
export const generatedOfferLetterJsonSchema = z.object({ document: documentSchema });

/** `OfferLetter_{id}.pdf` (the spec's name) or `OfferLetter_{id}.json`. */
export const offerLetterFileName = (id: string, type: OfferLetterOutputType) => `OfferLetter_${id}.${type}`;
