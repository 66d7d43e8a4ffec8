// The property JSON of issue 5 as the BFF answers it. The BFF's shared propertySchema gains these fields in the same
// issue; until its export carries them, the SPA reads them here with the agreed defaults, so an older BFF still
// renders (no indicators, no street view image) instead of failing every property call.
import { okResponseSchema, propertySchema as bffPropertySchema } from '@api';
import { z } from 'zod';

export const NO_DOCUMENTS = { offer_letter: false, purchase_agreement: false, home_inspection: false };

export const propertySchema = bffPropertySchema.extend({
  legal_description: z.string().default(''),
  parcel_number: z.string().default(''),
  home_inspection: z.string().nullable().default(null),
  street_view_image_url: z.string().nullable().default(null),
  documents: z
    .object({ offer_letter: z.boolean(), purchase_agreement: z.boolean(), home_inspection: z.boolean() })
    .default(NO_DOCUMENTS),
});
export type Property = z.infer<typeof propertySchema>;
export type PropertyDocuments = Property['documents'];

export const propertyResponseSchema = z.object({ property: propertySchema });
export const propertyListResponseSchema = z.object({ properties: z.array(propertySchema) });
// Empty and missing both mean "none" (no Maps key configured, or no panorama at the address).
const optionalUrl = z
  .string()
  .nullish()
  .transform((value) => value || null);
export const streetViewResponseSchema = z.object({
  street_view_image_url: optionalUrl,
  street_view_link: optionalUrl,
});
export type StreetView = z.infer<typeof streetViewResponseSchema>;
export { okResponseSchema };
