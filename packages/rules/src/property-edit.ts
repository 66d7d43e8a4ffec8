// The spec's property edit rules (part 1, section 5; limits in section 9), written once: the property service's
// domain, the BFF's PATCH /api/properties/{id} and the SPA's edit form all validate with `propertyEditRules`.
// Keys are the spec's field names, which are also the proto's, so a violation names the same field everywhere.
import { z } from 'zod';
import { normaliseUsPhone } from './phone';

export const PROPERTY_EDIT_LIMITS = {
  roomsMin: 1,
  roomsMax: 99,
  sizeMin: 1,
  /** Size travels as a 32-bit integer (the proto field, the column); anything larger is not a size either. */
  sizeMax: 2_147_483_647,
  priceMax: 500_000_000,
  agentTextMax: 100,
} as const;

const { roomsMin, roomsMax, sizeMin, sizeMax, priceMax, agentTextMax } = PROPERTY_EDIT_LIMITS;

export const PROPERTY_EDIT_MESSAGES = {
  bedroomsMin: 'Bedrooms must be at least 1',
  bathroomsMin: 'Bathrooms must be at least 1',
  roomsMax: 'Cannot exceed 99',
  size: 'Size must be valid',
  pricePositive: 'Price must be a positive number',
  priceMax: 'Cannot exceed 500,000,000',
  phone: 'Enter a valid phone number',
  agentName: `Name must contain at most ${agentTextMax} characters`,
  agentCompany: `Company must contain at most ${agentTextMax} characters`,
  agent: 'The listing agent must be an object of name, company and phone_number',
} as const;

const messages = PROPERTY_EDIT_MESSAGES;

const agentText = (message: string) =>
  z.string({ error: message }).trim().max(agentTextMax, message).optional().default('');

// Optional; any usual way of typing a US number is kept in the mask (000) 000-0000.
const agentPhone = z
  .string({ error: messages.phone })
  .trim()
  .transform((value, context) => {
    if (value === '') return '';
    const phone = normaliseUsPhone(value);
    if (phone === undefined) context.addIssue({ code: 'custom', message: messages.phone });
    return phone ?? '';
  })
  .optional()
  .default('');

/** An edit: every field optional (absent = unchanged); a listing agent whose fields are all empty means none. */
export const propertyEditRules = z.object({
  bedrooms_num: z
    .number({ error: messages.bedroomsMin })
    .int(messages.bedroomsMin)
    .min(roomsMin, messages.bedroomsMin)
    .max(roomsMax, messages.roomsMax)
    .optional(),
  bathrooms_num: z
    .number({ error: messages.bathroomsMin })
    .min(roomsMin, messages.bathroomsMin)
    .max(roomsMax, messages.roomsMax)
    .optional(),
  size: z
    .number({ error: messages.size })
    .int(messages.size)
    .min(sizeMin, messages.size)
    .max(sizeMax, messages.size)
    .optional(),
  price: z
    .number({ error: messages.pricePositive })
    .positive(messages.pricePositive)
    .max(priceMax, messages.priceMax)
    .optional(),
  listing_agent: z
    .object(
      {
        name: agentText(messages.agentName),
        company: agentText(messages.agentCompany),
        phone_number: agentPhone,
      },
      { error: messages.agent },
    )
    .optional(),
});

export type PropertyEditRulesInput = z.input<typeof propertyEditRules>;
export type PropertyEditRulesOutput = z.output<typeof propertyEditRules>;
