// The edit form over the spec's edit rules (section 5) as the BFF's contract exports them from @homeward/rules, so
// the form, the BFF and the property service check the same rules with the same words.
import { propertyEditSchema, type PropertyCard, type PropertyEditInput } from '@api';

/** What the edit form holds: a number field left empty is '' (Mantine's NumberInput) and means "unchanged". */
export interface EditFormValues {
  bedrooms_num: number | '';
  bathrooms_num: number | '';
  size: number | '';
  price: number | '';
  listing_agent: { name: string; company: string; phone_number: string };
}

export function editFormValuesOf(property: PropertyCard, maskPhone: (raw: string) => string): EditFormValues {
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

/**
 * The PATCH body: empty numbers are left out; the agent is always sent, so clearing its fields removes it. The price
 * also goes as `property_price`, as the spec's price save sends it.
 */
export function toPropertyEdit(values: EditFormValues): PropertyEditInput {
  return {
    bedrooms_num: numberOrUnset(values.bedrooms_num),
    bathrooms_num: numberOrUnset(values.bathrooms_num),
    size: numberOrUnset(values.size),
    price: numberOrUnset(values.price),
    property_price: numberOrUnset(values.price),
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
    // property_price mirrors price, so its issues are the price's, shown once on the price field.
    if (issue.path[0] === 'property_price') continue;
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
