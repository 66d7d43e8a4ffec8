// The BFF's documents JSON as the end-to-end tests read it back, and the editor's ways of saying a date and of
// waiting for its autosave.
import type { Page } from 'playwright-core';
import type { HttpClient } from './http-client';

export type DocumentType = 'offer_letter' | 'purchase_agreement';

/** The fields of the BFF's document JSON the end-to-end tests look at. */
export interface DocumentJson {
  id: string;
  document_type: DocumentType;
  property_id: string;
  status: 'draft' | 'completed';
  meta_data: Record<string, unknown>;
  count_number: number;
}

/** The property's documents, completed ones and drafts. */
export async function listDocuments(client: HttpClient, propertyId: string): Promise<DocumentJson[]> {
  const response = await client.get(`/api/properties/${propertyId}/documents`);
  if (response.status !== 200)
    throw new Error(`list documents: expected 200, got ${response.status}: ${response.text}`);
  return (response.body as { documents: DocumentJson[] }).documents;
}

/** A calendar day `days` from today as the editor types it, MM/DD/YYYY (the browser runs on this machine's clock). */
export function usDate(days: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
}

/**
 * Runs `action` (a blur, a click on a choice) and resolves with the autosave it causes: the editor's PUT of the draft,
 * answered 200. A typed field saves when it is left, a selection when it changes (spec part 2).
 */
export async function autosaved(
  page: Page,
  type: DocumentType,
  action: () => Promise<void>,
): Promise<unknown> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.startsWith(`/api/documents/${type}/`),
  );
  await action();
  const response = await saved;
  if (response.status() !== 200)
    throw new Error(`autosave: expected 200, got ${response.status()}: ${await response.text()}`);
  return response.json();
}
