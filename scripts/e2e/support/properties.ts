import type { HttpClient } from './http-client';

/** The fields of the BFF's property JSON the end-to-end tests look at. */
export interface PropertyJson {
  id: string;
  auth_user_id: string;
  status: 'draft' | 'active';
  address: { address: string; formatted_address: string };
}

export interface NotificationJson {
  id: string;
  kind: string;
  title: string;
  body: string;
  subject_id: string;
}

async function expectJson<T>(
  what: string,
  request: Promise<{ status: number; text: string; body: unknown }>,
  status: number,
) {
  const response = await request;
  if (response.status !== status)
    throw new Error(`${what}: expected ${status}, got ${response.status}: ${response.text}`);
  return response.body as T;
}

export async function createDraft(client: HttpClient, address: string): Promise<PropertyJson> {
  const body = await expectJson<{ property: PropertyJson }>(
    'create draft',
    client.post('/api/properties', { json: { address } }),
    201,
  );
  return body.property;
}

export async function activate(client: HttpClient, id: string): Promise<PropertyJson> {
  const body = await expectJson<{ property: PropertyJson }>(
    'activate',
    client.post(`/api/properties/${id}/activate`),
    200,
  );
  return body.property;
}

export async function listProperties(client: HttpClient): Promise<PropertyJson[]> {
  const body = await expectJson<{ properties: PropertyJson[] }>(
    'list properties',
    client.get('/api/properties'),
    200,
  );
  return body.properties;
}

export async function listNotifications(client: HttpClient): Promise<NotificationJson[]> {
  const body = await expectJson<{ notifications: NotificationJson[] }>(
    'list notifications',
    client.get('/api/notifications'),
    200,
  );
  return body.notifications;
}
