import { createLogger, type Knex } from '@homeward/kit';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { DocumentState, DocumentStateChanged } from '@homeward/protos/gen/homeward/documents/v1/events';
import { onDocumentStateChanged } from './on-document-state-changed';

const handler = onDocumentStateChanged({ logger: createLogger('test', 'silent') });
// A malformed event is refused before any query: a transaction that is touched fails the test.
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error('the transaction was used');
    },
  },
) as unknown as Knex.Transaction;

const event = (payload: Partial<DocumentStateChanged>) => ({
  id: 'event-1',
  type: 'homeward.document.state_changed.v1',
  source: 'homeward/documents',
  time: '2026-11-29T03:00:00.000Z',
  key: null,
  payload: DocumentStateChanged.fromPartial({
    documentId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    documentType: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
    propertyId: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    ownerId: '3f2b6c1e-8d4a-4c1b-9f7e-2a6d5e4c3b21',
    countNumber: 1,
    state: DocumentState.DOCUMENT_STATE_DRAFT,
    occurredAt: '2026-11-29T03:00:00.000Z',
    ...payload,
  }),
});

describe('document.state_changed handler', () => {
  it('dead-letters an event it can never apply, naming every missing part', async () => {
    await expect(
      handler(
        event({
          documentId: 'not-a-uuid',
          ownerId: '',
          documentType: DocumentType.DOCUMENT_TYPE_UNSPECIFIED,
          state: DocumentState.DOCUMENT_STATE_UNSPECIFIED,
          countNumber: 0,
          occurredAt: 'yesterday',
        }),
        untouchable,
      ),
    ).rejects.toThrow(
      'document.state_changed event lacks a document_id, an owner_id, a document_type, a state, a count_number, an occurred_at',
    );
    await expect(handler(event({ propertyId: '' }), untouchable)).rejects.toThrow('lacks a property_id');
  });
});
