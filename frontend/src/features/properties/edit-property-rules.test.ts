import { describe, expect, it } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { maskUsPhone } from '../settings/phone-mask';
import {
  editFormValuesOf,
  toPropertyEdit,
  validatePropertyEdit,
  type EditFormValues,
} from './edit-property-rules';

const valid: EditFormValues = {
  bedrooms_num: 3,
  bathrooms_num: 2.5,
  size: 1850,
  price: 485000,
  listing_agent: { name: 'Dana Whitfield', company: 'Demo Realty', phone_number: '(512) 555-0142' },
};

const errorsFor = (change: Partial<EditFormValues>) => validatePropertyEdit({ ...valid, ...change });

describe('property edit rules (spec section 5)', () => {
  it('accepts a complete edit and an edit with every field left empty', () => {
    expect(validatePropertyEdit(valid)).toEqual({});
    expect(
      validatePropertyEdit({
        bedrooms_num: '',
        bathrooms_num: '',
        size: '',
        price: '',
        listing_agent: { name: '', company: '', phone_number: '' },
      }),
    ).toEqual({});
  });

  it('keeps bedrooms and bathrooms between 1 and 99', () => {
    expect(errorsFor({ bedrooms_num: 0 })).toEqual({ bedrooms_num: 'Bedrooms must be at least 1' });
    expect(errorsFor({ bedrooms_num: 100 })).toEqual({ bedrooms_num: 'Cannot exceed 99' });
    expect(errorsFor({ bedrooms_num: 99, bathrooms_num: 1 })).toEqual({});
    expect(errorsFor({ bathrooms_num: 0.5 })).toEqual({ bathrooms_num: 'Bathrooms must be at least 1' });
    expect(errorsFor({ bathrooms_num: 99.5 })).toEqual({ bathrooms_num: 'Cannot exceed 99' });
  });

  it('wants a size of at least 1', () => {
    expect(errorsFor({ size: 0 })).toEqual({ size: 'Size must be valid' });
    expect(errorsFor({ size: 1 })).toEqual({});
  });

  it('wants a positive price of at most 500,000,000', () => {
    expect(errorsFor({ price: 0 })).toEqual({ price: 'Price must be a positive number' });
    expect(errorsFor({ price: -5 })).toEqual({ price: 'Price must be a positive number' });
    expect(errorsFor({ price: 500_000_001 })).toEqual({ price: 'Cannot exceed 500,000,000' });
    expect(errorsFor({ price: 500_000_000 })).toEqual({});
  });

  it("takes an optional agent phone, a US number, under the form's field path", () => {
    const agent = (phone_number: string) => ({ listing_agent: { ...valid.listing_agent, phone_number } });
    expect(errorsFor(agent('(512) 555-01'))).toEqual({
      'listing_agent.phone_number': 'Enter a valid phone number',
    });
    expect(errorsFor(agent(''))).toEqual({});
  });

  it('sends numbers left empty as unchanged and always sends the agent, trimmed', () => {
    expect(
      toPropertyEdit({
        ...valid,
        bedrooms_num: '',
        listing_agent: { name: ' Dana ', company: '', phone_number: '' },
      }),
    ).toEqual({
      bedrooms_num: undefined,
      bathrooms_num: 2.5,
      size: 1850,
      price: 485000,
      property_price: 485000,
      listing_agent: { name: 'Dana', company: '', phone_number: '' },
    });
  });

  it('starts the form from the property, masking a stored phone', () => {
    const property = testProperty({
      bedrooms_num: 2,
      price: null,
      listing_agent: { name: 'Lee', company: 'Acme', phone_number: '5125550142' },
    });
    expect(editFormValuesOf(property, maskUsPhone)).toEqual({
      bedrooms_num: 2,
      bathrooms_num: '',
      size: '',
      price: '',
      listing_agent: { name: 'Lee', company: 'Acme', phone_number: '(512) 555-0142' },
    });
  });
});
