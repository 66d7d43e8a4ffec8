import { apiFetch } from '../../app/api-client';

import {
  okResponseSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  streetViewResponseSchema,
  type Property,
  type PropertyCard,
  type PropertyEditInput,
  type StreetViewResponse,
} from '@api';

/** The cards of the list (the fields a card and its dialogs use); `getProperty` has the whole record. */
export async function listProperties(search: string, signal?: AbortSignal): Promise<PropertyCard[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  const { properties } = await apiFetch(`/api/properties${query}`, {
    schema: propertyListResponseSchema,
    signal,
  });
  return properties;
}

/** Also answers the sample property for the id 'sample'. */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { property } = await apiFetch(`/api/properties/${encodeURIComponent(id)}`, {
    schema: propertyResponseSchema,
    signal,
  });
  return property;
}

export async function getSampleProperty(signal?: AbortSignal): Promise<Property> {
  const { property } = await apiFetch('/api/properties/sample', { schema: propertyResponseSchema, signal });
  return property;
}

export async function createDraftProperty(address: string): Promise<Property> {
  const { property } = await apiFetch('/api/properties', {
    body: { json: { address } },
    schema: propertyResponseSchema,
  });
  return property;
}

export async function activateProperty(id: string): Promise<Property> {
  const { property } = await apiFetch(`/api/properties/${encodeURIComponent(id)}/activate`, {
    method: 'POST',
    schema: propertyResponseSchema,
  });
  return property;
}

export async function updateProperty(id: string, edit: PropertyEditInput): Promise<Property> {
  const { property } = await apiFetch(`/api/properties/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { json: edit },
    schema: propertyResponseSchema,
  });
  return property;
}

/** Looks the address up again at the data provider; the BFF keeps the property's geocode. */
export async function refreshPropertyData(id: string): Promise<Property> {
  const { property } = await apiFetch('/api/property/get-property-by-address', {
    body: { json: { property_id: id } },
    schema: propertyResponseSchema,
  });
  return property;
}

export function getStreetView(id: string): Promise<StreetViewResponse> {
  return apiFetch('/api/property/streetview', {
    body: { json: { property_id: id } },
    schema: streetViewResponseSchema,
  });
}

export async function deleteProperty(id: string): Promise<void> {
  await apiFetch('/api/property/delete-property', {
    body: { json: { property_id: id } },
    schema: okResponseSchema,
  });
}
