// The BFF's only caller of the documents service; maps its protobuf messages to the documents JSON. The form data
// travels as a JSON string both ways: the BFF parses what the service stored and sends what the editor saved.
import type { PromiseClient } from '@homeward/kit';
import {
  DocumentType as ProtoDocumentType,
  type ContractDeadline as ProtoContractDeadline,
  type Document as ProtoDocument,
  type DocumentsServiceClient,
  type Snapshot as ProtoSnapshot,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  CONTRACT_DEADLINE_KEYS,
  type ContractDeadline,
  type ContractDeadlines,
  type Document,
  type DocumentType,
  type MetaData,
  type Snapshot,
} from '../api/documents';
import type { CreateObjectionRequest, Objection } from '../api/objections';
import { toApiObjection, toApiObjectionDeadline, toProtoObjectionDraft } from '../documents/objections';

export interface DocumentDraft {
  document: Document;
  /** This call created (and prefilled) the draft. */
  created: boolean;
}

/** The property card's document indicators the documents service knows (the inspection is the property's). */
export interface DocumentsSummary {
  offer_letter: boolean;
  purchase_agreement: boolean;
  has_purchase_agreement_draft: boolean;
}

/** The documents service's bound on property ids per SummarizeDocuments call. */
const SUMMARY_BATCH = 100;

export interface CompletedDocument {
  document: Document;
  /** The draft that follows it (count_number + 1). */
  draft: Document;
}

const PROTO_TYPES: Record<DocumentType, ProtoDocumentType> = {
  offer_letter: ProtoDocumentType.DOCUMENT_TYPE_OFFER_LETTER,
  purchase_agreement: ProtoDocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT,
};

export function protoDocumentType(type: DocumentType): ProtoDocumentType {
  return PROTO_TYPES[type];
}

/** An unspecified (or unknown) kind is a broken answer, never guessed into one. */
export function documentTypeName(type: ProtoDocumentType): DocumentType {
  if (type === ProtoDocumentType.DOCUMENT_TYPE_OFFER_LETTER) return 'offer_letter';
  if (type === ProtoDocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT) return 'purchase_agreement';
  throw new Error(`documents answered an unspecified document type (${type})`);
}

export class DocumentsClient {
  /** `slowDeadlineMs` is for the PDF, rendered while the buyer waits. */
  constructor(
    private readonly grpc: PromiseClient<DocumentsServiceClient>,
    private readonly deadlineMs: number,
    private readonly slowDeadlineMs: number,
  ) {}

  /** The caller's draft of this kind for the property, created and prefilled the first time. */
  async draft(accessToken: string, propertyId: string, type: DocumentType): Promise<DocumentDraft> {
    const response = await this.grpc.getOrCreateDraft(
      { propertyId, documentType: protoDocumentType(type) },
      this.settings(accessToken),
    );
    return {
      document: toApiDocument(required(response.document, 'GetOrCreateDraft')),
      created: response.created,
    };
  }

  /** Autosave: replaces the draft's data; the answer is the data as stored (hidden fields' values dropped). */
  async save(accessToken: string, type: DocumentType, id: string, metaData: MetaData): Promise<Document> {
    const response = await this.grpc.updateDraft(
      { id, documentType: protoDocumentType(type), dataJson: JSON.stringify(metaData) },
      this.settings(accessToken),
    );
    return toApiDocument(required(response.document, 'UpdateDraft'));
  }

  async preview(accessToken: string, type: DocumentType, id: string): Promise<Document> {
    const response = await this.grpc.savePreview(
      { id, documentType: protoDocumentType(type) },
      this.settings(accessToken),
    );
    return toApiDocument(required(response.document, 'SavePreview'));
  }

  async complete(accessToken: string, type: DocumentType, id: string): Promise<CompletedDocument> {
    const response = await this.grpc.completeDocument(
      { id, documentType: protoDocumentType(type) },
      this.settings(accessToken),
    );
    return {
      document: toApiDocument(required(response.document, 'CompleteDocument')),
      draft: toApiDocument(required(response.nextDraft, 'CompleteDocument')),
    };
  }

  /** The property's documents (completed and drafts), newest first (the service's order); both kinds by default. */
  async list(accessToken: string, propertyId: string, type?: DocumentType): Promise<Document[]> {
    const response = await this.grpc.listDocuments(
      {
        propertyId,
        documentType: type ? protoDocumentType(type) : ProtoDocumentType.DOCUMENT_TYPE_UNSPECIFIED,
      },
      this.settings(accessToken),
    );
    return response.documents.map(toApiDocument);
  }

  async get(accessToken: string, type: DocumentType, id: string): Promise<Document> {
    const response = await this.grpc.getDocument(
      { id, documentType: protoDocumentType(type) },
      this.settings(accessToken),
    );
    return toApiDocument(required(response.document, 'GetDocument'));
  }

  async delete(accessToken: string, type: DocumentType, id: string): Promise<void> {
    await this.grpc.deleteDocument({ id, documentType: protoDocumentType(type) }, this.settings(accessToken));
  }

  /** The PDF's bytes; the download name is the BFF's (the spec's `OfferLetter_{id}.pdf`). */
  async pdf(accessToken: string, type: DocumentType, id: string, isPreview: boolean): Promise<Buffer> {
    const { pdf } = await this.conditionalPdf(accessToken, type, id, isPreview, '');
    if (!pdf) throw new Error('documents RenderPdf answered not_modified to no If-None-Match');
    return pdf;
  }

  /**
   * The PDF with its ETag (a completed document's; empty for a draft or preview); no bytes when `ifNoneMatch` (the
   * browser's If-None-Match) names it, so a 304 costs no transfer.
   */
  async conditionalPdf(
    accessToken: string,
    type: DocumentType,
    id: string,
    isPreview: boolean,
    ifNoneMatch: string,
  ): Promise<{ pdf?: Buffer; etag: string }> {
    const response = await this.grpc.renderPdf(
      { id, documentType: protoDocumentType(type), isPreview, ifNoneMatch },
      this.settings(accessToken, this.slowDeadlineMs),
    );
    if (response.notModified) {
      if (!response.etag) throw new Error('documents RenderPdf answered not_modified without an ETag');
      return { etag: response.etag };
    }
    if (response.pdf.length === 0) throw new Error('documents RenderPdf answered no bytes');
    return { pdf: Buffer.from(response.pdf), etag: response.etag };
  }

  /** The deadlines of the property's latest completed purchase agreement; none before one is completed. */
  async contractDeadlines(accessToken: string, propertyId: string): Promise<ContractDeadlines> {
    const response = await this.grpc.listContractDeadlines({ propertyId }, this.settings(accessToken));
    if (!response.purchaseAgreementId && response.deadlines.length > 0)
      throw new Error('documents answered contract deadlines without their purchase agreement');
    return {
      purchase_agreement_id: response.purchaseAgreementId || null,
      deadlines: response.deadlines.map(toApiContractDeadline),
      objection_id: response.objectionId || null,
      objection_deadlines: response.objectionDeadlines.map(toApiObjectionDeadline),
    };
  }

  /** Writes the caller's due-diligence objection for the property (issue 24). */
  async createObjection(
    accessToken: string,
    propertyId: string,
    request: CreateObjectionRequest,
  ): Promise<Objection> {
    const response = await this.grpc.createObjection(
      { draft: toProtoObjectionDraft(propertyId, request) },
      this.settings(accessToken),
    );
    return toApiObjection(required(response.objection, 'CreateObjection'));
  }

  /** The caller's objections of the property, newest first. */
  async listObjections(accessToken: string, propertyId: string): Promise<Objection[]> {
    const response = await this.grpc.listObjections({ propertyId }, this.settings(accessToken));
    return response.objections.map(toApiObjection);
  }

  async getObjection(accessToken: string, id: string): Promise<Objection> {
    const response = await this.grpc.getObjection({ id }, this.settings(accessToken));
    return toApiObjection(required(response.objection, 'GetObjection'));
  }

  /** Rewrites one of the caller's objections (issue 24); it stays on its property. */
  async updateObjection(
    accessToken: string,
    id: string,
    request: CreateObjectionRequest,
  ): Promise<Objection> {
    const response = await this.grpc.updateObjection(
      { id, draft: toProtoObjectionDraft('', request) },
      this.settings(accessToken),
    );
    return toApiObjection(required(response.objection, 'UpdateObjection'));
  }

  async deleteObjection(accessToken: string, id: string): Promise<void> {
    await this.grpc.deleteObjection({ id }, this.settings(accessToken));
  }

  async objectionPdf(accessToken: string, id: string): Promise<Buffer> {
    const response = await this.grpc.renderObjectionPdf(
      { id },
      this.settings(accessToken, this.slowDeadlineMs),
    );
    if (response.pdf.length === 0) throw new Error('documents RenderObjectionPdf answered no bytes');
    return Buffer.from(response.pdf);
  }

  /**
   * Per property id: whether the caller has a completed offer letter / purchase agreement and an agreement draft.
   * Asked in batches of the service's bound; an id the service did not answer for is absent from the map.
   */
  async summaries(
    accessToken: string,
    propertyIds: readonly string[],
  ): Promise<Map<string, DocumentsSummary>> {
    const ids = [...new Set(propertyIds)];
    const batches: string[][] = [];
    for (let start = 0; start < ids.length; start += SUMMARY_BATCH)
      batches.push(ids.slice(start, start + SUMMARY_BATCH));
    const answers = await Promise.all(
      batches.map((batch) =>
        this.grpc.summarizeDocuments({ propertyIds: batch }, this.settings(accessToken)),
      ),
    );
    return new Map(
      answers
        .flatMap((answer) => answer.summaries)
        .map((summary) => [
          summary.propertyId,
          {
            offer_letter: summary.hasCompletedOfferLetter,
            purchase_agreement: summary.hasCompletedPurchaseAgreement,
            has_purchase_agreement_draft: summary.hasPurchaseAgreementDraft,
          },
        ]),
    );
  }

  private settings(accessToken: string, deadlineMs = this.deadlineMs) {
    return { deadlineMs, accessToken };
  }
}

function required<T>(value: T | undefined, rpc: string): T {
  if (value === undefined) throw new Error(`documents ${rpc} answered without its record`);
  return value;
}

/** The service's JSON string as an object; anything else (an array, a scalar, broken JSON) is a broken answer. */
export function parseDataJson(json: string, what: string): MetaData {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`documents answered ${what} that is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`documents answered ${what} that is not a JSON object`);
  return value as MetaData;
}

function toApiSnapshot(snapshot: ProtoSnapshot, id: string): Snapshot {
  return {
    template: snapshot.template,
    prefilled_template: snapshot.prefilledTemplate,
    prefilled_data: parseDataJson(snapshot.prefilledDataJson, `the snapshot data of ${id}`),
    saved_at: snapshot.savedAt,
  };
}

export function toApiContractDeadline(deadline: ProtoContractDeadline): ContractDeadline {
  const key = CONTRACT_DEADLINE_KEYS.find((known) => known === deadline.key);
  if (!key) throw new Error(`documents answered an unknown contract deadline '${deadline.key}'`);
  return {
    key,
    label: deadline.label,
    date: deadline.date || null,
    time: deadline.time,
    time_zone: deadline.timeZone || null,
    applies: deadline.applies,
    basis: deadline.basis,
  };
}

export function toApiDocument(document: ProtoDocument): Document {
  if (document.completed && !document.snapshot)
    throw new Error(`documents answered the completed document ${document.id} without its snapshot`);
  return {
    id: document.id,
    document_type: documentTypeName(document.documentType),
    property_id: document.propertyId,
    status: document.completed ? 'completed' : 'draft',
    meta_data: parseDataJson(document.dataJson, `the data of ${document.id}`),
    property_price: document.propertyPrice ?? null,
    count_number: document.countNumber,
    created_at: document.createdAt,
    updated_at: document.updatedAt,
    completed_at: document.completedAt || null,
    snapshot: document.snapshot ? toApiSnapshot(document.snapshot, document.id) : null,
    preview_snapshot: document.previewSnapshot ? toApiSnapshot(document.previewSnapshot, document.id) : null,
    hidden_fields: [...document.hiddenFields],
    forced_fields: [...document.forcedFields],
    disabled_fields: [...document.disabledFields],
  };
}
