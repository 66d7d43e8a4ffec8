// Shared set-up of the editor tests: documents in the BFF's shape, the editors' routes and a fake BFF that stores
// what autosave sends (so a test can read what was saved).
import type { DocumentData } from '@homeward/document-definitions';
import type { Property } from '@api';
import { stubApi, type StubCall, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { PropertyDetailPage } from '../properties/PropertyDetailPage';
import type { DocumentRecord, DocumentType } from './documents-contract';
import { OfferLetterEditorPage, PurchaseAgreementEditorPage } from './DocumentEditorPage';

export const DRAFT_ID = 'd0c00000-0000-4000-8000-000000000001';
export const COMPLETED_ID = DRAFT_ID;
export const NEXT_DRAFT_ID = 'd0c00000-0000-4000-8000-000000000002';

export const editorRoutes = [
  { path: '/properties/property-offer-letter', element: <OfferLetterEditorPage /> },
  { path: '/properties/purchase-agreement', element: <PurchaseAgreementEditorPage /> },
  { path: '/properties/:id', element: <PropertyDetailPage /> },
];

export function testDocument(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id: DRAFT_ID,
    document_type: 'offer_letter',
    property_id: 'property-1',
    status: 'draft',
    meta_data: {},
    property_price: null,
    count_number: 1,
    created_at: '2026-03-02T15:00:00Z',
    updated_at: '2026-03-02T15:00:00Z',
    completed_at: null,
    snapshot: null,
    preview_snapshot: null,
    hidden_fields: [],
    forced_fields: [],
    disabled_fields: [],
    ...overrides,
  };
}

type Routes = Parameters<typeof stubApi>[0];

/**
 * An editor for `property` whose draft starts as `metaData`; autosave, preview and complete answer as the documents
 * service would (the completed document and a next draft with count_number + 1).
 */
export function renderEditor(
  type: DocumentType,
  property: Property,
  metaData: DocumentData,
  options: { query?: string; extra?: Routes } = {},
) {
  const draft = testDocument({ document_type: type, property_id: property.id, meta_data: metaData });
  let stored = draft;
  const documentPath = `/api/documents/${type}/${DRAFT_ID}`;
  const api = stubApi({
    [`GET /api/properties/${property.id}`]: { body: { property } },
    [`POST /api/properties/${property.id}/documents/draft`]: { body: { document: draft, created: false } },
    [`PUT ${documentPath}`]: (call: StubCall): StubReply => {
      stored = { ...stored, meta_data: (call.body as { meta_data: DocumentData }).meta_data };
      return { body: { document: stored } };
    },
    [`POST ${documentPath}/preview`]: () => ({
      body: {
        document: {
          ...stored,
          preview_snapshot: {
            template: 'offer-letter',
            prefilled_template: 'OFFER TO PURCHASE REAL ESTATE\nThis offer is not binding.',
            prefilled_data: stored.meta_data,
            saved_at: '2026-03-02T15:10:00Z',
          },
        },
      },
    }),
    [`POST ${documentPath}/complete`]: () => ({
      body: {
        document: { ...stored, status: 'completed', completed_at: '2026-03-02T15:20:00Z' },
        draft: testDocument({
          id: NEXT_DRAFT_ID,
          document_type: type,
          property_id: property.id,
          meta_data: stored.meta_data,
          count_number: 2,
        }),
      },
    }),
    ...options.extra,
  });
  const route = type === 'offer_letter' ? 'property-offer-letter' : 'purchase-agreement';
  const query = new URLSearchParams(`property=${property.id}&${options.query ?? ''}`);
  const view = renderRoutes(editorRoutes, `/properties/${route}?${query}`);
  /** The form data of every autosave, in order. */
  const saves = () =>
    api.callsTo(`PUT ${documentPath}`).map((call) => (call.body as { meta_data: DocumentData }).meta_data);
  return { api, saves, documentPath, ...view };
}
