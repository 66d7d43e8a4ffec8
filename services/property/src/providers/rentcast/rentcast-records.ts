// The parts of RentCast's documented responses the service reads (GET /v1/properties and GET /v1/listings/sale,
// both arrays of records). Parsed leniently: RentCast omits or nulls any field it does not know.
import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();

// The owners of record: names as the assessor lists them, and where the tax bill is mailed.
const owner = z
  .object({
    names: z.array(z.string()).nullish(),
    type: text,
    mailingAddress: z.object({ formattedAddress: text }).nullish(),
  })
  .nullish();

export const rentCastPropertySchema = z.object({
  formattedAddress: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  state: text,
  zipCode: text,
  county: text,
  latitude: num,
  longitude: num,
  propertyType: text,
  bedrooms: num,
  bathrooms: num,
  squareFootage: num,
  assessorID: text,
  legalDescription: text,
  owner,
});
export type RentCastProperty = z.infer<typeof rentCastPropertySchema>;

const contact = z.object({ name: text, phone: text, email: text }).nullish();

export const rentCastListingSchema = rentCastPropertySchema.extend({
  /** 'Active' or 'Inactive'. */
  status: text,
  price: num,
  listingAgent: contact,
  listingOffice: contact,
});
export type RentCastListing = z.infer<typeof rentCastListingSchema>;

/** What is cached per home: both answers, each null when RentCast had no record. */
export interface RentCastAnswer {
  record: RentCastProperty | null;
  listing: RentCastListing | null;
}

export const rentCastAnswerSchema = z.object({
  record: rentCastPropertySchema.nullable(),
  listing: rentCastListingSchema.nullable(),
});

/** The first record of a RentCast array answer; null for an empty array or a 404 ("no data found"). */
export function firstRecord<T>(schema: z.ZodType<T>, status: number, body: unknown): T | null {
  if (status === 404) return null;
  const records = z.array(z.unknown()).parse(body);
  if (records.length === 0) return null;
  return schema.parse(records[0]);
}
