import type { Property } from '@api';

let counter = 0;

/** A locked, active property as the BFF answers it; ids are valid UUIDs, unique per call. */
export function testProperty(overrides: Partial<Property> = {}): Property {
  counter += 1;
  return {
    id: `b1c4a8de-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    auth_user_id: 'user-1',
    created_at: '2025-01-01T00:00:00Z',
    status: 'active',
    address: {
      address: '12 Oak St',
      formatted_address: '12 Oak St, Austin, TX 78701',
      street: '12 Oak St',
      street_line_2: '',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      geometry: null,
      address_components: [],
    },
    price: null,
    is_listed: false,
    is_unlocked: false,
    is_sample: false,
    bedrooms_num: null,
    bathrooms_num: null,
    size: null,
    type: '',
    images: [],
    listing_agent: null,
    data_provider: 'address-only',
    legal_description: '',
    parcel_number: '',
    pin: '',
    sellers: [],
    home_inspection: null,
    street_view_image_url: null,
    documents: {
      offer_letter: false,
      purchase_agreement: false,
      home_inspection: false,
      has_purchase_agreement_draft: false,
    },
    ...overrides,
  };
}
