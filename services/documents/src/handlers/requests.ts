// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import { z } from 'zod';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { DocumentKind } from '../domain/document';
import { DOCUMENT_MESSAGES } from '../domain/errors';

const UUID = z.uuid();

const KIND_OF: Partial<Record<DocumentType, DocumentKind>> = {
  [DocumentType.DOCUMENT_TYPE_OFFER_LETTER]: 'offer_letter',
  [DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT]: 'purchase_agreement',
};

/** INVALID_ARGUMENT naming one bad field by its proto name. */
const refuse = (field: string, message: string) =>
  invalidArgument(message, { [field]: message } as FieldViolations);

/** The document kind asked for; UNSPECIFIED (or a number this build does not know) is a bad request. */
export function kindOf(documentType: DocumentType): DocumentKind {
  const kind = KIND_OF[documentType];
  if (!kind) throw refuse('document_type', 'Invalid document type');
  return kind;
}

/** The kind to filter by, or undefined for both (UNSPECIFIED). */
export function optionalKindOf(documentType: DocumentType): DocumentKind | undefined {
  return documentType === DocumentType.DOCUMENT_TYPE_UNSPECIFIED ? undefined : kindOf(documentType);
}

/** A document id; one that is not a UUID names no document, so it is NOT_FOUND rather than a bad request. */
export function documentIdOf(id: string): string {
  if (id.trim() === '') throw refuse('id', 'A document id is required');
  if (!UUID.safeParse(id).success) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return id.toLowerCase();
}

/** A property id for a draft; one that is not a UUID (e.g. `sample`) is no property of the caller's. */
export function propertyIdOf(id: string): string {
  if (id.trim() === '') throw refuse('property_id', 'A property id is required');
  if (!UUID.safeParse(id).success) throw notFound(DOCUMENT_MESSAGES.propertyNotFound);
  return id.toLowerCase();
}

/** A property id to list by: one that is not a UUID simply has no documents (the sample property has none). */
export function listedPropertyIdOf(id: string): string | undefined {
  if (id.trim() === '') throw refuse('property_id', 'A property id is required');
  return UUID.safeParse(id).success ? id.toLowerCase() : undefined;
}

/** At most this many properties per summary: a page of property cards, not a scan of the table. */
export const MAX_SUMMARIZED_PROPERTIES = 100;

/**
 * The property ids to summarize: every asked id keeps its place in the answer (duplicates once); one that is not a
 * UUID is kept as asked but never queried (it has no documents). More than the bound is a bad request.
 */
export function summarizedPropertyIdsOf(ids: readonly string[]): { asked: string[]; queried: string[] } {
  const asked = [...new Set(ids)];
  if (asked.length > MAX_SUMMARIZED_PROPERTIES)
    throw refuse('property_ids', `At most ${MAX_SUMMARIZED_PROPERTIES} properties can be summarized at once`);
  const queried = asked.filter((id) => UUID.safeParse(id).success).map((id) => id.toLowerCase());
  return { asked, queried };
}
