// The offer letter (spec part 2): five sections, facts and terms only (no free-text letter to the seller: fair-housing
// risk, DOMAIN.md), non-binding throughout (its words: offer-letter-wording.ts). Field paths are the spec's meta_data
// names.
import { equals, includes, notEmpty } from '../conditions';
import {
  AM_PM,
  OFFER_LETTER_CONTINGENCIES,
  PAYMENT_METHODS,
  PROPERTY_TYPES,
  YES_NO_IN_PROGRESS,
} from '../enumerations';
import type { DocumentDefinition } from '../types';
import { LIMITS, personElements, propertyAddressElements } from './shared';

export const OFFER_LETTER_SECTION_KEYS = [
  'property-details',
  'buyer-details',
  'seller-details',
  'offer-details',
  'additional',
] as const;

export const OFFER_LETTER: DocumentDefinition = {
  kind: 'offer_letter',
  name: 'Offer letter',
  statePath: 'property.address.state',
  sections: [
    {
      key: 'property-details',
      title: 'Property Details',
      elements: [
        ...propertyAddressElements('property.address'),
        { kind: 'select', field: 'property.type', label: 'Property type', options: PROPERTY_TYPES },
      ],
    },
    {
      key: 'buyer-details',
      title: 'Buyer Details',
      elements: [
        {
          kind: 'repeat',
          field: 'buyers',
          itemTitle: 'Buyer',
          addLabel: 'Add buyer',
          fixedItems: 2,
          maxItems: 6,
          elements: personElements('Buyer'),
        },
      ],
    },
    {
      key: 'seller-details',
      title: 'Seller Details',
      elements: [
        {
          kind: 'dont_know_checkbox',
          field: 'dont_know_seller_checkbox',
          label: "I don't know yet",
          disables: ['property.sellers'],
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'repeat',
          field: 'property.sellers',
          itemTitle: 'Seller',
          addLabel: 'Add seller',
          fixedItems: 2,
          maxItems: 6,
          elements: personElements('Seller'),
        },
      ],
    },
    {
      key: 'offer-details',
      title: 'Offer details',
      elements: [
        {
          kind: 'number',
          field: 'property.price',
          label: 'Offer price',
          min: 1,
          max: LIMITS.money,
          unit: 'usd',
        },
        {
          kind: 'radio_cards',
          field: 'deposit.payment_type',
          label: 'Payment method',
          options: PAYMENT_METHODS,
        },
        {
          kind: 'number',
          field: 'deposit.payment_percentage',
          label: 'Down payment (percent of the price)',
          min: 0,
          max: 100,
          unit: 'percent',
          visibleWhen: equals('deposit.payment_type', 'financing'),
        },
        {
          kind: 'radio_group',
          field: 'deposit.preapproval_letter',
          label: 'Do you have a preapproval letter?',
          options: YES_NO_IN_PROGRESS,
          visibleWhen: equals('deposit.payment_type', 'financing'),
        },
        {
          kind: 'number',
          field: 'deposit.amount',
          label: 'Earnest money deposit',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          // "of acceptance" would read as if the seller's yes to this letter made a deal; only an agreement does.
          hint:
            'A deposit is usually 1 to 3% of the price, paid within 1 to 5 business days after a purchase ' +
            'agreement is signed.',
        },
        { kind: 'divider' },
        {
          kind: 'checkbox_group',
          field: 'conditions',
          label: 'Contingencies',
          options: OFFER_LETTER_CONTINGENCIES,
          optional: true,
          defaultValue: [],
        },
        {
          kind: 'date',
          field: 'deadline_for_conditions',
          label: 'Deadline for contingencies',
          visibleWhen: notEmpty('conditions'),
        },
        {
          kind: 'textarea',
          field: 'other_contingencies',
          label: 'Other contingencies',
          maxLength: LIMITS.longText,
          visibleWhen: includes('conditions', 'additional'),
        },
        { kind: 'divider' },
        { kind: 'date', field: 'closing_date', label: 'Closing date' },
        {
          kind: 'checkbox',
          field: 'is_flexible',
          label: 'The closing date is flexible',
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'date',
          field: 'flexible_closing_date',
          label: 'Latest acceptable closing date',
          visibleWhen: equals('is_flexible', true),
        },
      ],
    },
    {
      key: 'additional',
      title: 'Additional',
      elements: [
        {
          kind: 'textarea',
          field: 'chattels_fixtures_improvements',
          label: 'Chattels, fixtures and improvements included',
          maxLength: LIMITS.longText,
          optional: true,
        },
        {
          kind: 'textarea',
          field: 'additional_clauses',
          label: 'Additional terms',
          maxLength: LIMITS.longText,
          optional: true,
          hint:
            'Terms of the offer only (price, deposit, dates, conditions). Write nothing about yourself or your ' +
            'family: personal letters to sellers carry fair-housing risk.',
        },
        {
          kind: 'modal',
          title: 'Offer expiration',
          opensOn: 'finalize',
          hint: 'Common deadlines range from 24 to 72 hours.',
          elements: [
            { kind: 'date', field: 'additional.deadline_date', label: 'Date' },
            {
              kind: 'text',
              field: 'additional.deadline_time',
              label: 'Time',
              maxLength: 5,
              format: 'time12',
            },
            { kind: 'radio_group', field: 'additional.deadline_am_pm', label: 'AM/PM', options: AM_PM },
          ],
        },
      ],
    },
  ],
};
