// A real gRPC server over the generated DocumentsService definition, standing in for the documents service at the
// BFF's edge: the caller's documents of the caller's properties (another user's are NOT_FOUND), a purchase agreement
// of a locked property FAILED_PRECONDITION, one draft per property, user and kind, completion with the next draft,
// preview snapshots and PDF bytes. Its rules are a small model (one hidden field) the tests steer; the real rules
// belong to @homeward/document-definitions and the documents service, which have their own tests.
import { randomUUID } from 'node:crypto';
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  type AsyncService,
} from '@homeward/kit';
import {
  Document,
  DocumentType,
  type ContractDeadline,
  type ListContractDeadlinesRequest,
  type CompleteDocumentRequest,
  type CreateObjectionRequest,
  type DeleteObjectionRequest,
  type GetObjectionRequest,
  type ListObjectionsRequest,
  type RenderObjectionPdfRequest,
  type UpdateObjectionRequest,
  type DeleteDocumentRequest,
  type DocumentsServiceServer,
  type GetDocumentRequest,
  type GetOrCreateDraftRequest,
  type ListDocumentsRequest,
  type RenderPdfRequest,
  type SavePreviewRequest,
  type Snapshot,
  type SummarizeDocumentsRequest,
  type UpdateDraftRequest,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { FakeProperty } from './downstream';
import { FakeObjections } from './fake-objections';
import { Faults } from './faults';

export const LOCKED_AGREEMENT = 'Unlock the property to write its purchase agreement.';
export const COMPLETED_ALREADY = 'This document is completed and can no longer be changed.';
export const NO_PREVIEW = 'Preview the document first.';
/** The model's one hidden field: the offer letter's deposit percentage unless the buyer pays with financing. */
export const HIDDEN_UNLESS_FINANCING = 'deposit.payment_percentage';

interface StoredDocument {
  record: Document;
  ownerId: string;
}

/** The PDF the fake "renders": fixed bytes naming the document and which snapshot, so a test sees them arrive. */
export function fakePdf(id: string, isPreview: boolean): Buffer {
  return Buffer.from(`%PDF-1.7\n% ${isPreview ? 'preview' : 'document'} ${id}\n%%EOF\n`, 'latin1');
}

/** What the fake answers for a property with a completed purchase agreement (the service counts them itself). */
export const FAKE_DEADLINES: ContractDeadline[] = [
  {
    key: 'due_diligence',
    label: 'Due Diligence Deadline',
    date: '2026-12-08',
    time: '5:00 PM',
    timeZone: 'America/Denver',
    applies: true,
    basis: '15 days after the agreement date',
  },
  {
    key: 'financing_appraisal',
    label: 'Financing & Appraisal Deadline',
    date: '',
    time: '5:00 PM',
    timeZone: 'America/Denver',
    applies: false,
    basis: 'No financing condition (cash purchase)',
  },
];

export class FakeDocuments implements AsyncService<DocumentsServiceServer> {
  readonly documents: StoredDocument[] = [];
  readonly faults = new Faults<keyof AsyncService<DocumentsServiceServer>>();
  private clock = Date.parse('2026-11-23T09:00:00.000Z');

  readonly objections: FakeObjections;

  constructor(private readonly property: FakeProperty) {
    this.objections = new FakeObjections(property);
  }

  /** Strictly increasing timestamps, so "newest first" is well defined however fast a test runs. */
  private now(): string {
    this.clock += 1_000;
    return new Date(this.clock).toISOString();
  }

  private ownProperty(id: string) {
    const caller = requireCaller();
    const property = this.property.properties.find((p) => p.id === id && p.ownerId === caller.userId);
    if (!property) throw notFound('Property not found');
    return property;
  }

  private own(id: string, type: DocumentType): StoredDocument {
    const caller = requireCaller();
    const stored = this.documents.find(
      (d) => d.record.id === id && d.record.documentType === type && d.ownerId === caller.userId,
    );
    if (!stored) throw notFound('Document not found');
    return stored;
  }

  private requireUnlocked(propertyId: string, type: DocumentType): void {
    if (type === DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT && !this.ownProperty(propertyId).isUnlocked)
      throw failedPrecondition(LOCKED_AGREEMENT);
  }

  private snapshot(record: Document): Snapshot {
    return {
      template:
        record.documentType === DocumentType.DOCUMENT_TYPE_OFFER_LETTER
          ? 'offer-letter'
          : 'purchase-agreement-utah',
      prefilledTemplate: `Document ${record.id}`,
      prefilledDataJson: record.dataJson,
      savedAt: this.now(),
    };
  }

  async getOrCreateDraft(request: GetOrCreateDraftRequest) {
    await this.faults.apply('getOrCreateDraft');
    const caller = requireCaller();
    if (request.documentType === DocumentType.DOCUMENT_TYPE_UNSPECIFIED)
      throw invalidArgument('Invalid document type', { document_type: 'Invalid document type' });
    const property = this.ownProperty(request.propertyId);
    this.requireUnlocked(property.id, request.documentType);
    const existing = this.documents
      .filter(
        (d) =>
          d.ownerId === caller.userId &&
          d.record.propertyId === property.id &&
          d.record.documentType === request.documentType &&
          !d.record.completed,
      )
      .at(-1);
    if (existing) return { document: existing.record, created: false };
    const count = this.documents.filter(
      (d) => d.record.propertyId === property.id && d.record.documentType === request.documentType,
    ).length;
    const createdAt = this.now();
    const record = Document.fromPartial({
      id: randomUUID(),
      documentType: request.documentType,
      propertyId: property.id,
      // The prefill: the property's address (the real service also adds its sellers and the buyer's profile).
      dataJson: JSON.stringify({
        property: {
          address: {
            street: property.address?.street ?? '',
            street_line_2: property.address?.streetLine2 ?? '',
            city: property.address?.city ?? '',
            zip_code: property.address?.zipCode ?? '',
            state: property.address?.state ?? '',
          },
        },
      }),
      propertyPrice: property.price,
      countNumber: count + 1,
      completed: false,
      createdAt,
      updatedAt: createdAt,
      completedAt: '',
      hiddenFields: [HIDDEN_UNLESS_FINANCING],
      forcedFields: [],
    });
    this.documents.push({ record, ownerId: caller.userId });
    return { document: record, created: true };
  }

  async updateDraft(request: UpdateDraftRequest) {
    await this.faults.apply('updateDraft');
    const stored = this.own(request.id, request.documentType);
    if (stored.record.completed) throw failedPrecondition(COMPLETED_ALREADY);
    let data: {
      deposit?: { payment_type?: unknown; payment_percentage?: unknown };
      offer_expiration?: unknown;
    };
    try {
      data = JSON.parse(request.dataJson) as typeof data;
    } catch {
      throw invalidArgument('The document data is not JSON', { data_json: 'The document data is not JSON' });
    }
    if (typeof data.offer_expiration === 'object' && data.offer_expiration !== null) {
      const date = (data.offer_expiration as { date?: unknown }).date;
      if (typeof date === 'string' && date < '2026-01-01')
        throw invalidArgument('The date cannot be before today', {
          'offer_expiration.date': 'The date cannot be before today',
        });
    }
    const financed = data.deposit?.payment_type === 'financing';
    if (!financed && data.deposit) delete data.deposit.payment_percentage;
    stored.record = {
      ...stored.record,
      dataJson: JSON.stringify(data),
      updatedAt: this.now(),
      hiddenFields: financed ? [] : [HIDDEN_UNLESS_FINANCING],
    };
    return { document: stored.record };
  }

  async savePreview(request: SavePreviewRequest) {
    await this.faults.apply('savePreview');
    const stored = this.own(request.id, request.documentType);
    stored.record = { ...stored.record, previewSnapshot: this.snapshot(stored.record) };
    return { document: stored.record };
  }

  async completeDocument(request: CompleteDocumentRequest) {
    await this.faults.apply('completeDocument');
    const stored = this.own(request.id, request.documentType);
    if (stored.record.completed) throw failedPrecondition(COMPLETED_ALREADY);
    this.requireUnlocked(stored.record.propertyId, stored.record.documentType);
    const completedAt = this.now();
    stored.record = {
      ...stored.record,
      completed: true,
      completedAt,
      snapshot: this.snapshot(stored.record),
    };
    const createdAt = this.now();
    const nextDraft: Document = {
      ...stored.record,
      id: randomUUID(),
      countNumber: stored.record.countNumber + 1,
      completed: false,
      completedAt: '',
      snapshot: undefined,
      previewSnapshot: undefined,
      createdAt,
      updatedAt: createdAt,
    };
    this.documents.push({ record: nextDraft, ownerId: stored.ownerId });
    return { document: stored.record, nextDraft };
  }

  async listDocuments(request: ListDocumentsRequest) {
    await this.faults.apply('listDocuments');
    const caller = requireCaller();
    const property = this.ownProperty(request.propertyId);
    const documents = this.documents
      .filter((d) => d.ownerId === caller.userId && d.record.propertyId === property.id)
      .filter(
        (d) =>
          request.documentType === DocumentType.DOCUMENT_TYPE_UNSPECIFIED ||
          d.record.documentType === request.documentType,
      )
      .map((d) => d.record)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { documents };
  }

  async getDocument(request: GetDocumentRequest) {
    await this.faults.apply('getDocument');
    return { document: this.own(request.id, request.documentType).record };
  }

  async deleteDocument(request: DeleteDocumentRequest) {
    await this.faults.apply('deleteDocument');
    const stored = this.own(request.id, request.documentType);
    this.documents.splice(this.documents.indexOf(stored), 1);
    return {};
  }

  async listContractDeadlines(request: ListContractDeadlinesRequest) {
    await this.faults.apply('listContractDeadlines');
    const caller = requireCaller();
    const agreement = this.documents
      .filter(
        (d) =>
          d.ownerId === caller.userId &&
          d.record.propertyId === request.propertyId &&
          d.record.documentType === DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT &&
          d.record.completed,
      )
      .at(-1);
    const objection = this.objections.timeline(request.propertyId);
    return agreement
      ? { purchaseAgreementId: agreement.record.id, deadlines: FAKE_DEADLINES, ...objection }
      : { purchaseAgreementId: '', deadlines: [], ...objection };
  }

  async createObjection(request: CreateObjectionRequest) {
    await this.faults.apply('createObjection');
    return { objection: this.objections.create(request) };
  }

  async listObjections(request: ListObjectionsRequest) {
    await this.faults.apply('listObjections');
    return { objections: this.objections.list(request.propertyId) };
  }

  async getObjection(request: GetObjectionRequest) {
    await this.faults.apply('getObjection');
    return { objection: this.objections.get(request.id) };
  }

  async deleteObjection(request: DeleteObjectionRequest) {
    await this.faults.apply('deleteObjection');
    this.objections.delete(request.id);
    return {};
  }

  async updateObjection(request: UpdateObjectionRequest) {
    await this.faults.apply('updateObjection');
    return { objection: this.objections.update(request) };
  }

  async renderObjectionPdf(request: RenderObjectionPdfRequest) {
    await this.faults.apply('renderObjectionPdf');
    this.objections.get(request.id);
    return { pdf: fakePdf(request.id, false), fileName: `DueDiligenceObjection_${request.id}.pdf` };
  }

  /** Per asked property: whether the caller has a completed one and a draft of each kind (another user's: none). */
  async summarizeDocuments(request: SummarizeDocumentsRequest) {
    await this.faults.apply('summarizeDocuments');
    const caller = requireCaller();
    return {
      summaries: [...new Set(request.propertyIds)].map((propertyId) => ({
        propertyId,
        ...this.statesOf(caller.userId, propertyId),
      })),
    };
  }

  /** What property's read model of documents' events says of the owner's property, once they have arrived. */
  cardDocumentsOf(ownerId: string, propertyId: string) {
    const { hasCompletedOfferLetter, hasCompletedPurchaseAgreement, hasPurchaseAgreementDraft } =
      this.statesOf(ownerId, propertyId);
    return { hasCompletedOfferLetter, hasCompletedPurchaseAgreement, hasPurchaseAgreementDraft };
  }

  private statesOf(ownerId: string, propertyId: string) {
    const has = (type: DocumentType, completed: boolean) =>
      this.documents.some(
        (d) =>
          d.ownerId === ownerId &&
          d.record.propertyId === propertyId &&
          d.record.documentType === type &&
          d.record.completed === completed,
      );
    const OFFER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
    const AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;
    return {
      hasCompletedOfferLetter: has(OFFER, true),
      hasCompletedPurchaseAgreement: has(AGREEMENT, true),
      hasOfferLetterDraft: has(OFFER, false),
      hasPurchaseAgreementDraft: has(AGREEMENT, false),
    };
  }

  async renderPdf(request: RenderPdfRequest) {
    await this.faults.apply('renderPdf');
    const stored = this.own(request.id, request.documentType);
    if (request.isPreview && !stored.record.previewSnapshot) throw failedPrecondition(NO_PREVIEW);
    const name =
      request.documentType === DocumentType.DOCUMENT_TYPE_OFFER_LETTER ? 'OfferLetter' : 'PurchaseAgreement';
    return {
      pdf: fakePdf(request.id, request.isPreview),
      fileName: `${name}_${request.id}.pdf`,
      etag: '',
      notModified: false,
    };
  }
}
