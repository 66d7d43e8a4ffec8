// The BFF's property contract, by the spec's field names.
import { z } from 'zod';
import { formatPhone, PHONE_INVALID, PHONE_PATTERN } from './me';

export const ADDRESS_ERROR = 'Enter a valid address';
// Digits, whitespace and letters, plus the punctuation real US addresses carry (commas, periods, #, -, /).
export const ADDRESS_PATTERN = /^[\p{L}\p{N}\s.,#\-/']+$/u;

export const createPropertySchema = z.object({
  address: z
    .string({ error: ADDRESS_ERROR })
    .trim()
    .min(1, { error: ADDRESS_ERROR, abort: true })
    .max(300, 'Address must contain at most 300 characters')
    .regex(ADDRESS_PATTERN, ADDRESS_ERROR),
});
export type CreatePropertyInput = z.input<typeof createPropertySchema>;

export const propertyIdSchema = z.uuid('Property not found');
export const deletePropertySchema = z.object({ property_id: propertyIdSchema });
export const listPropertiesQuerySchema = z.object({
  search: z
    .string({ error: 'Search must be a single text value' })
    .trim()
    .max(200, 'Search must contain at most 200 characters')
    .optional()
    .default(''),
});

/** The three indicators of a card (Offer Letter, Purchase Agreement, Home Inspection): that document exists. */
export const propertyDocumentsSchema = z.object({
  offer_letter: z.boolean(),
  purchase_agreement: z.boolean(),
  home_inspection: z.boolean(),
});
export type PropertyDocuments = z.infer<typeof propertyDocumentsSchema>;

export const propertySchema = z.object({
  id: z.string(),
  auth_user_id: z.string(),
  created_at: z.string(),
  status: z.enum(['draft', 'active']),
  address: z.object({
    address: z.string(),
    formatted_address: z.string(),
    street: z.string(),
    street_line_2: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).nullable(),
  }),
  price: z.number().nullable(),
  is_listed: z.boolean(),
  is_unlocked: z.boolean(),
  is_sample: z.boolean(),
  bedrooms_num: z.number().nullable(),
  bathrooms_num: z.number().nullable(),
  size: z.number().nullable(),
  type: z.string(),
  images: z.array(z.string()),
  listing_agent: z.object({ name: z.string(), company: z.string(), phone_number: z.string() }).nullable(),
  data_provider: z.string(),
  legal_description: z.string(),
  parcel_number: z.string(),
  /** Id of the linked home inspection report, or null. */
  home_inspection: z.string().nullable(),
  /** Street View image of the address, or null when there is none (or it was not looked up yet). */
  street_view_image_url: z.string().nullable(),
  documents: propertyDocumentsSchema,
});
export type Property = z.infer<typeof propertySchema>;

export const propertyResponseSchema = z.object({ property: propertySchema });
export const propertyListResponseSchema = z.object({ properties: z.array(propertySchema) });
export const propertyIdParamsSchema = z.object({ id: propertyIdSchema });

/** The sample property's id (`/properties/sample`); `GET /api/properties/sample` answers it. */
export const SAMPLE_PROPERTY_ID = 'sample';

// The spec's edit rules (section 5), word for word as the property service words them; the SPA's edit form
// validates with this same schema.
export const BEDROOMS_MIN_ERROR = 'Bedrooms must be at least 1';
export const BATHROOMS_MIN_ERROR = 'Bathrooms must be at least 1';
export const ROOMS_MAX_ERROR = 'Cannot exceed 99';
export const SIZE_ERROR = 'Size must be valid';
export const PRICE_POSITIVE_ERROR = 'Price must be a positive number';
export const PRICE_MAX_ERROR = 'Cannot exceed 500,000,000';
export const ROOMS_MIN = 1;
export const ROOMS_MAX = 99;
export const PRICE_MAX = 500_000_000;
/** Size travels as a 32-bit integer; anything larger is not a size either. */
export const SIZE_MAX = 2_147_483_647;
export const AGENT_TEXT_MAX = 100;

export const PROPERTY_EDIT_MESSAGES = {
  bedroomsMin: BEDROOMS_MIN_ERROR,
  bathroomsMin: BATHROOMS_MIN_ERROR,
  roomsMax: ROOMS_MAX_ERROR,
  size: SIZE_ERROR,
  pricePositive: PRICE_POSITIVE_ERROR,
  priceMax: PRICE_MAX_ERROR,
  phone: PHONE_INVALID,
  agentName: `Name must contain at most ${AGENT_TEXT_MAX} characters`,
  agentCompany: `Company must contain at most ${AGENT_TEXT_MAX} characters`,
} as const;

const agentText = (message: string) =>
  z.string({ error: message }).trim().max(AGENT_TEXT_MAX, message).optional().default('');

// Optional; when given, the mask (000) 000-0000 (ten bare digits are accepted and masked).
const agentPhone = z
  .string({ error: PHONE_INVALID })
  .trim()
  .transform(formatPhone)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_INVALID)
  .optional()
  .default('');

/**
 * `PATCH /api/properties/{id}`: every field optional (absent = unchanged). Numbers are JSON numbers; a listing
 * agent whose fields are all empty removes the agent.
 */
export const propertyEditSchema = z.object({
  bedrooms_num: z
    .number({ error: BEDROOMS_MIN_ERROR })
    .int(BEDROOMS_MIN_ERROR)
    .min(ROOMS_MIN, BEDROOMS_MIN_ERROR)
    .max(ROOMS_MAX, ROOMS_MAX_ERROR)
    .optional(),
  bathrooms_num: z
    .number({ error: BATHROOMS_MIN_ERROR })
    .min(ROOMS_MIN, BATHROOMS_MIN_ERROR)
    .max(ROOMS_MAX, ROOMS_MAX_ERROR)
    .optional(),
  size: z
    .number({ error: SIZE_ERROR })
    .int(SIZE_ERROR)
    .min(1, SIZE_ERROR)
    .max(SIZE_MAX, SIZE_ERROR)
    .optional(),
  price: z
    .number({ error: PRICE_POSITIVE_ERROR })
    .positive(PRICE_POSITIVE_ERROR)
    .max(PRICE_MAX, PRICE_MAX_ERROR)
    .optional(),
  listing_agent: z
    .object(
      {
        name: agentText(PROPERTY_EDIT_MESSAGES.agentName),
        company: agentText(PROPERTY_EDIT_MESSAGES.agentCompany),
        phone_number: agentPhone,
      },
      { error: 'The listing agent must be an object of name, company and phone_number' },
    )
    .optional(),
});
export type PropertyEditInput = z.input<typeof propertyEditSchema>;
export type PropertyEdit = z.output<typeof propertyEditSchema>;

/** `POST /api/property/streetview` and `POST /api/property/get-property-by-address` take the spec's `property_id`. */
export const propertyIdBodySchema = z.object({ property_id: propertyIdSchema });

export const streetViewResponseSchema = z.object({
  /** Null when Street View has no imagery there. */
  street_view_image_url: z.string().nullable(),
  street_view_link: z.string(),
});
export type StreetViewResponse = z.infer<typeof streetViewResponseSchema>;
