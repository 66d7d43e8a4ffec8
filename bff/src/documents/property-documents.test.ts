import { Writable } from 'node:stream';
import { Metadata, status } from '@grpc/grpc-js';
import { createLogger, type PromiseClient } from '@homeward/kit';
import type {
  DocumentsServiceClient,
  SummarizeDocumentsRequest,
  SummarizeDocumentsResponse,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { Property } from '../api/properties';
import { DocumentsClient, type Clients } from '../clients';
import { withDocumentsOf } from './property-documents';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function property(id: string, overrides: Partial<Property> = {}): Property {
  return {
    id,
    is_sample: false,
    documents: {
      offer_letter: false,
      purchase_agreement: false,
      home_inspection: true,
      has_purchase_agreement_draft: false,
    },
    ...overrides,
  } as Property;
}

/** A documents client over a gRPC stand-in that records each batch and answers from `answer`. */
function documentsOver(answer: (request: SummarizeDocumentsRequest) => Promise<SummarizeDocumentsResponse>) {
  const batches: string[][] = [];
  const grpc = {
    summarizeDocuments: async (request: SummarizeDocumentsRequest) => {
      batches.push(request.propertyIds);
      return answer(request);
    },
  } as unknown as PromiseClient<DocumentsServiceClient>;
  return { client: new DocumentsClient(grpc, 1_000, 5_000), batches };
}

function depsWith(documents: DocumentsClient) {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  return { deps: { clients: { documents } as Clients, logger: createLogger('test', 'debug', sink) }, logs };
}

const summaryOf = (propertyId: string, completedAgreement: boolean) => ({
  propertyId,
  hasCompletedOfferLetter: true,
  hasCompletedPurchaseAgreement: completedAgreement,
  hasOfferLetterDraft: true,
  hasPurchaseAgreementDraft: !completedAgreement,
});

describe("a property response's document indicators", () => {
  it('come from one summary call, keeping the inspection indicator the property has', async () => {
    const { client, batches } = documentsOver(async ({ propertyIds }) => ({
      summaries: propertyIds.map((id) => summaryOf(id, false)),
    }));
    const { deps } = depsWith(client);
    const filled = await withDocumentsOf(deps, 'token', property(idOf(1)));
    expect(batches).toEqual([[idOf(1)]]);
    expect(filled.documents).toEqual({
      offer_letter: true,
      purchase_agreement: false,
      home_inspection: true,
      has_purchase_agreement_draft: true,
    });
  });

  it("are asked in batches of the service's bound of 100 ids", async () => {
    const { client, batches } = documentsOver(async ({ propertyIds }) => ({
      summaries: propertyIds.map((id) => summaryOf(id, true)),
    }));
    const ids = Array.from({ length: 205 }, (_, n) => idOf(n));
    const summaries = await client.summaries('token', ids);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 5]);
    expect(ids.every((id) => summaries.get(id)?.purchase_agreement)).toBe(true);
  });

  it('skip the sample property (it has no documents) without a call', async () => {
    const { client, batches } = documentsOver(async () => ({ summaries: [] }));
    const { deps } = depsWith(client);
    const sample = property('sample', { is_sample: true });
    expect(await withDocumentsOf(deps, 'token', sample)).toBe(sample);
    expect(batches).toEqual([]);
  });

  it('stay false with a logged warning when the documents service is unavailable', async () => {
    const { client } = documentsOver(async () => {
      throw Object.assign(new Error('14 UNAVAILABLE: connect ECONNREFUSED'), {
        code: status.UNAVAILABLE,
        details: 'connect ECONNREFUSED',
        metadata: new Metadata(),
      });
    });
    const { deps, logs } = depsWith(client);
    const one = property(idOf(1));
    expect(await withDocumentsOf(deps, 'token', one)).toEqual(one);
    const warning = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.level === 'warn');
    expect(warning).toMatchObject({ code: 'UNAVAILABLE' });
    expect(String(warning?.msg)).toContain('documents summary unavailable');
  });
});
