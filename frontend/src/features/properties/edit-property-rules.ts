// The spec's edit rules and messages (section 5). They mirror the property service's domain schema word for word;
// the BFF is to export the same schema from bff/src/api, and this file then re-exports it instead.
import { PHONE_INVALID, PHONE_PATTERN } from '@api';
import { z } from 'zod';
import type { Property } from './property-contract';

export const BEDROOMS_MIN_ERROR = 'Bedrooms must be at least 1';
export const BATHROOMS_MIN_ERROR = 'Bathrooms must be at least 1';
export const ROOMS_MAX_ERROR = 'Cannot exceed 99';
export const SIZE_ERROR = 'Size must be valid';
export const PRICE_POSITIVE_ERROR = 'Price must be a positive number';
export const PRICE_MAX_ERROR = 'Cannot exceed 500,000,000';
const AGENT_TEXT_MAX = 100;

const agentText = (label: string) =>
  z.string().trim().max(AGENT_TEXT_MAX, `${label} must contain at most ${AGENT_TEXT_MAX} characters`);

export const propertyEditSchema = z.object({
  bedrooms_num: z
    .number({ error: BEDROOMS_MIN_ERROR })
    .int(BEDROOMS_MIN_ERROR)
    .min(1, BEDROOMS_MIN_ERROR)
    .max(99, ROOMS_MAX_ERROR)
    .optional(),
  bathrooms_num: z
    .number({ error: BATHROOMS_MIN_ERROR })
    .min(1, BATHROOMS_MIN_ERROR)
    .max(99, ROOMS_MAX_ERROR)
    .optional(),
  size: z.number({ error: SIZE_ERROR }).int(SIZE_ERROR).min(1, SIZE_ERROR).optional(),
  price: z
    .number({ error: PRICE_POSITIVE_ERROR })
    .positive(PRICE_POSITIVE_ERROR)
    .max(500_000_000, PRICE_MAX_ERROR)
    .optional(),
  listing_agent: z
    .object({
      name: agentText('Name'),
      company: agentText('Company'),
      // Optional, but when given it follows the mask (000) 000-0000.
      phone_number: z
        .string()
        .trim()
        .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_INVALID),
    })
    .optional(),
});
export type PropertyEditValues = z.input<typeof propertyEditSchema>;

/** What the edit form holds: a number field left empty is '' (Mantine's NumberInput) and means "unchanged". */
export interface EditFormValues {
  bedrooms_num: number | '';
  bathrooms_num: number | '';
  size: number | '';
  price: number | '';
  listing_agent: { name: string; company: string; phone_number: string };
}

export function editFormValuesOf(property: Property, maskPhone: (raw: string) => string): EditFormValues {
  const agent = property.listing_agent;
  return {
    bedrooms_num: property.bedrooms_num ?? '',
    bathrooms_num: property.bathrooms_num ?? '',
    size: property.size ?? '',
    price: property.price ?? '',
    listing_agent: {
      name: agent?.name ?? '',
      company: agent?.company ?? '',
      phone_number: maskPhone(agent?.phone_number ?? ''),
    },
  };
}

const numberOrUnset = (value: number | '') => (value === '' ? undefined : value);

/** The PATCH body: empty numbers are left out; the agent is always sent, so clearing its fields removes it. */
export function toPropertyEdit(values: EditFormValues): PropertyEditValues {
  return {
    bedrooms_num: numberOrUnset(values.bedrooms_num),
    bathrooms_num: numberOrUnset(values.bathrooms_num),
    size: numberOrUnset(values.size),
    price: numberOrUnset(values.price),
    listing_agent: {
      name: values.listing_agent.name.trim(),
      company: values.listing_agent.company.trim(),
      phone_number: values.listing_agent.phone_number.trim(),
    },
  };
}

/** Field errors keyed like the form's paths ('price', 'listing_agent.phone_number'); empty when valid. */
export function validatePropertyEdit(values: EditFormValues): Record<string, string> {
  const result = propertyEditSchema.safeParse(toPropertyEdit(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
