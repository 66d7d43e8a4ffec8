// Elements both documents use: the length bounds, a person's four fields, the property address locked to the
// property, the phone mask.
import type { InputElement } from '../types';

/** Length bounds for typed text (the spec names none; these keep a field from swallowing a page of the PDF). */
export const LIMITS = {
  name: 200,
  email: 254,
  address: 300,
  shortText: 200,
  longText: 5000,
  money: 100_000_000,
  days: 365,
} as const;

export const PHONE_MASK = '(000) 000-0000';

/** Name, phone, e-mail and address of one buyer or seller (paths relative to the item). */
export const personElements = (who: 'Buyer' | 'Seller'): InputElement[] => [
  { kind: 'text', field: 'name', label: `${who} full name`, maxLength: LIMITS.name },
  { kind: 'masked_text', field: 'phone', label: 'Phone', mask: PHONE_MASK, optional: true },
  { kind: 'text', field: 'email', label: 'E-mail', maxLength: LIMITS.email, format: 'email', optional: true },
  { kind: 'text', field: 'address', label: 'Mailing address', maxLength: LIMITS.address, optional: true },
];

/** The property's address: street, city, ZIP and state come from the property and are disabled. */
export const propertyAddressElements = (prefix: string): InputElement[] => [
  {
    kind: 'text',
    field: `${prefix}.street`,
    label: 'Street address',
    maxLength: LIMITS.address,
    fromProperty: 'street',
  },
  {
    kind: 'text',
    field: `${prefix}.street_line_2`,
    label: 'Apartment, suite, unit (optional)',
    maxLength: LIMITS.shortText,
    optional: true,
  },
  { kind: 'text', field: `${prefix}.city`, label: 'City', maxLength: LIMITS.shortText, fromProperty: 'city' },
  { kind: 'text', field: `${prefix}.zip_code`, label: 'ZIP code', maxLength: 10, fromProperty: 'zip_code' },
  { kind: 'text', field: `${prefix}.state`, label: 'State', maxLength: 2, fromProperty: 'state' },
];
