// The whole property JSON's `documents` indicators (the detail, and the answers of activate, edit and re-parse): the
// inspection link comes with the property, the offer letter and purchase agreement states from the documents
// service's SummarizeDocuments, asked at the moment of the read. The list's cards carry them from the property
// service's read model instead (no documents call). The documents service being unavailable must never fail a
// property page: the indicators then stay false and a warning is logged.
import { status } from '@grpc/grpc-js';
import type { Property } from '../api/properties';
import { grpcCodeOf } from '../http/grpc-errors';
import type { RouteDeps } from '../routes/route';

export async function withDocumentsOf(
  deps: Pick<RouteDeps, 'clients' | 'logger'>,
  accessToken: string,
  property: Property,
): Promise<Property> {
  if (property.is_sample) return property;
  let summaries;
  try {
    summaries = await deps.clients.documents.summaries(accessToken, [property.id]);
  } catch (error) {
    deps.logger.warn(
      {
        code: status[grpcCodeOf(error) ?? status.UNKNOWN],
        error: error instanceof Error ? error.message : String(error),
      },
      'documents summary unavailable; the property document indicators show none',
    );
    return property;
  }
  const summary = summaries.get(property.id);
  return summary ? { ...property, documents: { ...property.documents, ...summary } } : property;
}
