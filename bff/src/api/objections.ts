// The due-diligence objection contract (issue 24): the buyer's written objection to findings of an analyzed inspection
// report, asking per finding for a repair or a credit, with the seller's response and resolution deadlines. The
// documents service checks the values (dates in order, amounts, the agreement's Due Diligence Deadline); the BFF
// checks the shape, in plain words.
import { z } from 'zod';
import { OBJECTION_LIMITS } from '@homeward/document-definitions';

export const OBJECTION_MESSAGES = {
  notFound: 'Objection not found',
  items: 'Choose at least one finding to object to.',
  tooManyItems: `An objection can list at most ${OBJECTION_LIMITS.items} items.`,
  title: `Describe each item in 1 to ${OBJECTION_LIMITS.title} characters.`,
  remedy: "Choose 'repair' or 'credit' for each item.",
  amount: `Enter an amount from $0 to $${OBJECTION_LIMITS.amount.toLocaleString('en-US')}.`,
  date: 'Enter the date as YYYY-MM-DD.',
  inspection: 'Choose the inspection report the findings come from.',
  text: (limit: number) => `At most ${limit} characters.`,
} as const;

export const OBJECTION_REMEDIES = ['repair', 'credit'] as const;
export const OBJECTION_SEVERITIES = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export const OBJECTION_STEP_KEYS = ['objection_sent', 'seller_response', 'resolution'] as const;

const amountSchema = z
  .number({ error: OBJECTION_MESSAGES.amount })
  .min(0, OBJECTION_MESSAGES.amount)
  .max(OBJECTION_LIMITS.amount, OBJECTION_MESSAGES.amount)
  .nullable()
  .default(null);
const dateSchema = z
  .string({ error: OBJECTION_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, OBJECTION_MESSAGES.date);
const textSchema = (limit: number) =>
  z
    .string({ error: OBJECTION_MESSAGES.text(limit) })
    .max(limit, OBJECTION_MESSAGES.text(limit))
    .default('');

export const objectionItemSchema = z.object({
  /** The analyzer's issue id; empty for an item the buyer adds by hand. */
  finding_id: z.string().max(100).default(''),
  title: z
    .string({ error: OBJECTION_MESSAGES.title })
    .trim()
    .min(1, OBJECTION_MESSAGES.title)
    .max(OBJECTION_LIMITS.title, OBJECTION_MESSAGES.title),
  /** The report's severity; empty for an item added by hand. */
  severity: z.enum([...OBJECTION_SEVERITIES, '']).default(''),
  remedy: z.enum(OBJECTION_REMEDIES, { error: OBJECTION_MESSAGES.remedy }),
  /** The repair's estimated cost in US dollars: the report's range as the buyer kept or edited it. */
  cost_from: amountSchema,
  cost_to: amountSchema,
  /** A credit's amount in US dollars (required for a credit; ignored for a repair). */
  credit_amount: amountSchema,
});
export type ObjectionItemJson = z.output<typeof objectionItemSchema>;

/** `POST /api/properties/:id/objections`. */
export const createObjectionSchema = z.object({
  inspection_id: z
    .string({ error: OBJECTION_MESSAGES.inspection })
    .trim()
    .min(1, OBJECTION_MESSAGES.inspection),
  inspection_file_name: textSchema(OBJECTION_LIMITS.fileName),
  items: z
    .array(objectionItemSchema, { error: OBJECTION_MESSAGES.items })
    .min(1, OBJECTION_MESSAGES.items)
    .max(OBJECTION_LIMITS.items, OBJECTION_MESSAGES.tooManyItems),
  /** The day the buyer delivers it, the seller's response deadline and the resolution deadline, `YYYY-MM-DD`. */
  sent_on: dateSchema,
  seller_response_due: dateSchema,
  resolution_deadline: dateSchema,
  /** The seller or the seller's agent the e-mail is for (optional). */
  recipient_name: textSchema(OBJECTION_LIMITS.name),
  recipient_email: textSchema(OBJECTION_LIMITS.name),
  note: textSchema(OBJECTION_LIMITS.note),
});
export type CreateObjectionRequest = z.output<typeof createObjectionSchema>;
/** `PUT /api/objections/:id`: the same body and rules as writing one; the objection stays on its property. */
export const updateObjectionSchema = createObjectionSchema;
/** What the SPA sends (optional fields may be left out). */
export type CreateObjectionInput = z.input<typeof createObjectionSchema>;

export const objectionSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  inspection_id: z.string(),
  inspection_file_name: z.string(),
  items: z.array(
    objectionItemSchema.extend({ cost_from: z.number().nullable(), cost_to: z.number().nullable() }),
  ),
  sent_on: z.string(),
  seller_response_due: z.string(),
  resolution_deadline: z.string(),
  /** When the deadlines end on their dates, e.g. `5:00 PM`. */
  time: z.string(),
  /** IANA zone of `time` (`America/Denver` in Utah), or null: the property's local time. */
  time_zone: z.string().nullable(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  note: z.string(),
  property_address: z.string(),
  state: z.string(),
  /** From the completed purchase agreement when there is one, else the user's name and the owners of record. */
  buyer_names: z.array(z.string()),
  seller_names: z.array(z.string()),
  /** The completed purchase agreement it refers to, or null. */
  purchase_agreement_id: z.string().nullable(),
  /** The e-mail-ready text for the seller or their agent. */
  email: z.object({ subject: z.string(), body: z.string() }),
  created_at: z.string(),
  /** When it was last edited, or null when never. */
  updated_at: z.string().nullable(),
});
export type Objection = z.infer<typeof objectionSchema>;

export const objectionResponseSchema = z.object({ objection: objectionSchema });
export const objectionListResponseSchema = z.object({ objections: z.array(objectionSchema) });
export const deleteObjectionResponseSchema = z.object({ deleted: z.literal(true) });
export const objectionParamsSchema = z.object({ id: z.uuid(OBJECTION_MESSAGES.notFound) });

/** `DueDiligenceObjection_{id}.pdf`. */
export const objectionPdfFileName = (id: string) => `DueDiligenceObjection_${id}.pdf`;

/** One step of the objection's timeline on the property page: sent, the seller's response due, resolution. */
export const objectionDeadlineSchema = z.object({
  key: z.enum(OBJECTION_STEP_KEYS),
  label: z.string(),
  /** Calendar date `YYYY-MM-DD`. */
  date: z.string().nullable(),
  time: z.string(),
  time_zone: z.string().nullable(),
  applies: z.boolean(),
  basis: z.string(),
});
export type ObjectionDeadline = z.infer<typeof objectionDeadlineSchema>;
