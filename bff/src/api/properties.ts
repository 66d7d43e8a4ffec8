// The BFF's property contract, by the spec's field names.
import { z } from 'zod';
import { propertyEditRules } from '@homeward/rules';

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

/**
 * The three indicators of a card (Offer Letter, Purchase Agreement, Home Inspection): that document is completed
 * (the inspection: its report exists). All false when the documents service could not be asked.
 */
export const propertyDocumentsSchema = z.object({
  offer_letter: z.boolean(),
  purchase_agreement: z.boolean(),
  home_inspection: z.boolean(),
  /** The buyer has a purchase agreement draft of this property: the tools modal offers Edit instead of Create. */
  has_purchase_agreement_draft: z.boolean(),
});
export type PropertyDocuments = z.infer<typeof propertyDocumentsSchema>;

/** One part of the address as a maps service names it (Google's Geocoding API shape). */
export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  /** e.g. street_number, route, locality, administrative_area_level_2 (county), administrative_area_level_1. */
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/** An owner of record who sells the home; empty strings for what the data provider did not know. */
export const sellerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

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
    address_components: z.array(addressComponentSchema),
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
  /** The property identification number as the county records it; empty when unknown. */
  pin: z.string(),
  /** The owners of record, for the documents' seller details; empty when unknown. */
  sellers: z.array(sellerSchema),
  /** Id of the linked home inspection report, or null. */
  home_inspection: z.string().nullable(),
  /** Street View image of the address, or null when there is none (or it was not looked up yet). */
  street_view_image_url: z.string().nullable(),
  documents: propertyDocumentsSchema,
});
export type Property = z.infer<typeof propertySchema>;

export const propertyResponseSchema = z.object({ property: propertySchema });

/**
 * A property as its card in the list shows it: what the card, its tools, edit and remove dialogs read (the spec's
 * "Property card and list"), with the same names as the whole property. The owner, status, address components,
 * sellers, parcel and provider fields are the detail's (`GET /api/properties/{id}`).
 */
export const propertyCardSchema = propertySchema
  .pick({
    id: true,
    price: true,
    is_listed: true,
    is_unlocked: true,
    is_sample: true,
    bedrooms_num: true,
    bathrooms_num: true,
    size: true,
    type: true,
    images: true,
    listing_agent: true,
    home_inspection: true,
    street_view_image_url: true,
    documents: true,
  })
  .extend({ address: propertySchema.shape.address.omit({ address_components: true }) });
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyListResponseSchema = z.object({ properties: z.array(propertyCardSchema) });
export const propertyIdParamsSchema = z.object({ id: propertyIdSchema });

/** The sample property's id (`/properties/sample`); `GET /api/properties/sample` answers it. */
export const SAMPLE_PROPERTY_ID = 'sample';

/**
 * `PATCH /api/properties/{id}`: the spec's edit rules (section 5) from @homeward/rules, which the property service
 * and the SPA's edit form also validate with. Every field optional (absent = unchanged); numbers are JSON numbers;
 * a listing agent whose fields are all empty removes the agent.
 */
export const propertyEditSchema = propertyEditRules
  // The spec's price save also sends `property_price` (section 7): the same price under a second name, so it obeys
  // the price's rules; alone it is the price, and beside a different price it is refused rather than guessed at.
  .extend({ property_price: propertyEditRules.shape.price })
  .refine(
    (edit) =>
      edit.property_price === undefined || edit.price === undefined || edit.property_price === edit.price,
    { message: 'property_price must be the same as price', path: ['property_price'] },
  )
  .transform(({ property_price: propertyPrice, ...edit }) =>
    edit.price === undefined && propertyPrice !== undefined ? { ...edit, price: propertyPrice } : edit,
  );
export type PropertyEditInput = z.input<typeof propertyEditSchema>;
export type PropertyEdit = z.output<typeof propertyEditSchema>;

/** `POST /api/property/get-property-by-address` takes the spec's `property_id` (and so does streetview, below). */
export const propertyIdBodySchema = z.object({ property_id: propertyIdSchema });

const STREET_VIEW_PROPERTY = 'property must be the property, an object with its id';

/**
 * `POST /api/property/streetview`: the spec's payload is the property itself (`{property: {id, ...}}`); `property_id`
 * is also taken. Only the id is read: the address comes from the caller's own stored property, never from the body.
 */
export const streetViewBodySchema = z
  .object({
    property_id: propertyIdSchema.optional(),
    property: z.object({ id: propertyIdSchema }, { error: STREET_VIEW_PROPERTY }).optional(),
  })
  .refine((body) => body.property_id !== undefined || body.property !== undefined, {
    message: 'Send the property (or its property_id)',
    path: ['property'],
  })
  .refine((body) => !body.property_id || !body.property || body.property.id === body.property_id, {
    message: 'property_id and property.id name different properties',
    path: ['property_id'],
  })
  .transform((body) => ({ property_id: (body.property_id ?? body.property?.id)! }));

export const streetViewResponseSchema = z.object({
  /** Null when Street View has no imagery there. */
  street_view_image_url: z.string().nullable(),
  street_view_link: z.string(),
});
export type StreetViewResponse = z.infer<typeof streetViewResponseSchema>;
