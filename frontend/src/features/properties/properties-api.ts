import { okResponseSchema, propertyListResponseSchema, propertyResponseSchema, type Property } from '@api';
import { apiFetch } from '../../app/api-client';

export async function listProperties(search: string, signal?: AbortSignal): Promise<Property[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  const { properties } = await apiFetch(`/api/properties${query}`, {
    schema: propertyListResponseSchema,
    signal,
  });
  return properties;
}

export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { property } = await apiFetch(`/api/properties/${encodeURIComponent(id)}`, {
    schema: propertyResponseSchema,
    signal,
  });
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

export async function deleteProperty(id: string): Promise<void> {
  await apiFetch('/api/property/delete-property', {
    body: { json: { property_id: id } },
    schema: okResponseSchema,
  });
}
