// The buyer's way through the BFF, as the SPA walks it: add a property, unlock it with the offline gateway's test
// card, ask for an upload URL, PUT the report to it, then read the report until its analysis has landed.
import type { SignedInUser } from '../bench/homeward-client';
import type { ReportFile } from './report-files';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function json<T>(response: Response, expected: number[], what: string): Promise<T> {
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

function call(appUrl: string, user: SignedInUser, path: string, init: RequestInit = {}) {
  const headers = { ...CSRF, Cookie: user.cookie, ...(init.headers as Record<string, string>) };
  return fetch(`${appUrl}${path}`, { ...init, headers });
}

const post = (appUrl: string, user: SignedInUser, path: string, body: unknown) =>
  call(appUrl, user, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Pays the $99 with the offline gateway's test card and waits for property.unlocked to reach the property. */
export async function unlock(appUrl: string, user: SignedInUser, propertyId: string): Promise<void> {
  const { clientSecret } = await json<{ clientSecret: string }>(
    await post(appUrl, user, '/api/stripe/create-payment', { amount: 99, propertyId }),
    [200],
    'create payment',
  );
  await json(
    await post(appUrl, user, '/api/stripe/offline/confirm', { client_secret: clientSecret, ...TEST_CARD }),
    [200],
    'confirm payment',
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { property } = await json<{ property: { is_unlocked: boolean } }>(
      await call(appUrl, user, `/api/properties/${propertyId}`),
      [200],
      'read property',
    );
    if (property.is_unlocked) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`property ${propertyId} not unlocked within 60 s of its payment`);
}

export interface HomeInspectionJson {
  id: string;
  status: 'awaiting_upload' | 'queued' | 'analyzing' | 'analyzed' | 'failed';
  failure_reason: string | null;
  expected_long: boolean;
}

/** presigned_url, then the PUT through the BFF; answers what the PUT answered (201 or 202) and the report. */
export async function upload(appUrl: string, user: SignedInUser, propertyId: string, file: ReportFile) {
  const { url } = await json<{ url: string }>(
    await post(appUrl, user, '/api/presigned_url', {
      property_id: propertyId,
      filename: encodeURIComponent(file.fileName),
      file_type: 'home_inspection_report',
      content_type: file.contentType,
      file_size: file.data.length,
    }),
    [200],
    'presigned_url',
  );
  const put = await call(appUrl, user, url, {
    method: 'PUT',
    headers: { 'Content-Type': file.contentType },
    body: new Uint8Array(file.data),
  });
  const { home_inspection } = await json<{ home_inspection: HomeInspectionJson }>(put, [201, 202], 'upload');
  return { status: put.status, inspection: home_inspection };
}

/** Reads the report every `intervalMs` until it is analyzed or failed; resolves with the final state. */
export async function settled(
  appUrl: string,
  user: SignedInUser,
  id: string,
  timeoutMs: number,
  intervalMs = 100,
): Promise<HomeInspectionJson> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { home_inspection } = await json<{ home_inspection: HomeInspectionJson }>(
      await call(appUrl, user, `/api/home-inspections/${id}`),
      [200],
      'read report',
    );
    if (home_inspection.status === 'analyzed' || home_inspection.status === 'failed') return home_inspection;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`report ${id} not analyzed within ${timeoutMs} ms`);
}
