// The spec's edit form (section 5): bedrooms and bathrooms 1-99, size at least 1, price positive and at most
// 500,000,000, an optional listing agent whose phone follows the mask (000) 000-0000. Keys are the spec's field
// names, which the field violations carry; the BFF applies the same rules and messages.
import { z } from 'zod';
import { normaliseUsPhone } from '@homeward/rules';
import type { ListingAgent } from './property';
import { PRICE_MAX, ROOMS_MAX, ROOMS_MIN, SIZE_MIN } from './property-limits';

export const BEDROOMS_MIN_ERROR = 'Bedrooms must be at least 1';
export const BATHROOMS_MIN_ERROR = 'Bathrooms must be at least 1';
export const ROOMS_MAX_ERROR = 'Cannot exceed 99';
export const SIZE_ERROR = 'Size must be valid';
export const PRICE_POSITIVE_ERROR = 'Price must be a positive number';
export const PRICE_MAX_ERROR = 'Cannot exceed 500,000,000';
export const PHONE_ERROR = 'Enter a valid phone number';
export const AGENT_TEXT_MAX = 100;

const agentText = (label: string) =>
  z.string().trim().max(AGENT_TEXT_MAX, `${label} must contain at most ${AGENT_TEXT_MAX} characters`);

const phone = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return '';
    const normalised = normaliseUsPhone(value);
    if (normalised === undefined) context.addIssue({ code: 'custom', message: PHONE_ERROR });
    return normalised ?? '';
  });

const propertyEditRules = z.object({
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
  size: z.number({ error: SIZE_ERROR }).int(SIZE_ERROR).min(SIZE_MIN, SIZE_ERROR).optional(),
  price: z
    .number({ error: PRICE_POSITIVE_ERROR })
    .positive(PRICE_POSITIVE_ERROR)
    .max(PRICE_MAX, PRICE_MAX_ERROR)
    .optional(),
  listing_agent: z
    .object({ name: agentText('Name'), company: agentText('Company'), phone_number: phone })
    .optional(),
});

/** The fields an edit changes; absent ones stay as they are. `listingAgent: null` removes the agent. */
export interface PropertyEdit {
  bedroomsNum?: number;
  bathroomsNum?: number;
  size?: number;
  price?: number;
  listingAgent?: ListingAgent | null;
}

/** Validates an edit (a ZodError names each bad field) and says what it changes. */
export const propertyEditSchema = propertyEditRules.transform((valid): PropertyEdit => {
  const edit: PropertyEdit = {};
  if (valid.bedrooms_num !== undefined) edit.bedroomsNum = valid.bedrooms_num;
  // Stored with one decimal (2.5 baths), like the column.
  if (valid.bathrooms_num !== undefined) edit.bathroomsNum = Math.round(valid.bathrooms_num * 10) / 10;
  if (valid.size !== undefined) edit.size = valid.size;
  // Whole cents, like the column.
  if (valid.price !== undefined) edit.price = Math.round(valid.price * 100) / 100;
  if (valid.listing_agent !== undefined) {
    const { name, company, phone_number: phoneNumber } = valid.listing_agent;
    // The agent is optional: clearing every field removes it.
    edit.listingAgent = name || company || phoneNumber ? { name, company, phoneNumber } : null;
  }
  return edit;
});

export type PropertyEditInput = z.input<typeof propertyEditSchema>;
