// The property JSON's `documents` indicators: the inspection link comes with the property, the offer letter and
// purchase agreement states from ONE SummarizeDocuments call for all the properties of a response. The documents
// service being unavailable must never fail a property page: the indicators then stay false and a warning is logged.
import { status } from '@grpc/grpc-js';
import type { Property } from '../api/properties';
import { grpcCodeOf } from '../http/grpc-errors';
import type { RouteDeps } from '../routes/route';

export async function withDocuments(
  deps: Pick<RouteDeps, 'clients' | 'logger'>,
  accessToken: string,
  properties: Property[],
): Promise<Property[]> {
  const owned = properties.filter((property) => !property.is_sample);
  if (owned.length === 0) return properties;
  let summaries;
  try {
    summaries = await deps.clients.documents.summaries(
      accessToken,
      owned.map((property) => property.id),
    );
  } catch (error) {
    deps.logger.warn(
      {
        code: status[grpcCodeOf(error) ?? status.UNKNOWN],
        error: error instanceof Error ? error.message : String(error),
        properties: owned.length,
      },
      'documents summary unavailable; the property document indicators show none',
    );
    return properties;
  }
  return properties.map((property) => {
    const summary = summaries.get(property.id);
    return summary ? { ...property, documents: { ...property.documents, ...summary } } : property;
  });
}

export async function withDocumentsOf(
  deps: Pick<RouteDeps, 'clients' | 'logger'>,
  accessToken: string,
  property: Property,
): Promise<Property> {
  const [filled] = await withDocuments(deps, accessToken, [property]);
  return filled!;
}
