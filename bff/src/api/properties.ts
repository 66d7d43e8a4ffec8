// The BFF's property contract, by the spec's field names.
import { z } from 'zod';

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
});
export type Property = z.infer<typeof propertySchema>;

export const propertyResponseSchema = z.object({ property: propertySchema });
export const propertyListResponseSchema = z.object({ properties: z.array(propertySchema) });
export const propertyIdParamsSchema = z.object({ id: propertyIdSchema });
