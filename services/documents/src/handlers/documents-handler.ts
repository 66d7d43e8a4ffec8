import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CompleteDocumentRequest,
  CompleteDocumentResponse,
  CreateObjectionRequest,
  CreateObjectionResponse,
  DeleteObjectionRequest,
  DeleteObjectionResponse,
  GetObjectionRequest,
  GetObjectionResponse,
  ListObjectionsRequest,
  ListObjectionsResponse,
  RenderObjectionPdfRequest,
  RenderObjectionPdfResponse,
  UpdateObjectionRequest,
  UpdateObjectionResponse,
  DeleteDocumentRequest,
  DeleteDocumentResponse,
  DocumentsServiceServer,
  GetDocumentRequest,
  GetDocumentResponse,
  GetOrCreateDraftRequest,
  GetOrCreateDraftResponse,
  ListContractDeadlinesRequest,
  ListContractDeadlinesResponse,
  ListDocumentsRequest,
  ListDocumentsResponse,
  RenderPdfRequest,
  RenderPdfResponse,
  SavePreviewRequest,
  SavePreviewResponse,
  SummarizeDocumentsRequest,
  SummarizeDocumentsResponse,
  UpdateDraftRequest,
  UpdateDraftResponse,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { Documents } from '../application/documents';
import type { Objections } from '../application/objections';
import { toDocumentMessage } from './document-message';
import { answering } from './errors';
import { objectionDraftOf, toObjectionDeadline, toObjectionMessage, underDraft } from './objection-message';
import {
  documentIdOf,
  kindOf,
  listedPropertyIdOf,
  optionalKindOf,
  propertyIdOf,
  summarizedPropertyIdsOf,
} from './requests';

/** homeward.documents.v1.DocumentsService: parse the request, call one use case, map the answer. */
export class DocumentsHandler implements AsyncService<DocumentsServiceServer> {
  constructor(private readonly deps: { documents: Documents; objections: Objections }) {}

  async getOrCreateDraft(request: GetOrCreateDraftRequest): Promise<GetOrCreateDraftResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const propertyId = propertyIdOf(request.propertyId);
    const { view, created } = await answering(this.deps.documents.getOrCreateDraft(kind, userId, propertyId));
    return { document: toDocumentMessage(view), created };
  }

  async updateDraft(request: UpdateDraftRequest): Promise<UpdateDraftResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const id = documentIdOf(request.id);
    const view = await answering(this.deps.documents.updateDraft(kind, userId, id, request.dataJson));
    return { document: toDocumentMessage(view) };
  }

  async savePreview(request: SavePreviewRequest): Promise<SavePreviewResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const view = await answering(this.deps.documents.savePreview(kind, userId, documentIdOf(request.id)));
    return { document: toDocumentMessage(view) };
  }

  async completeDocument(request: CompleteDocumentRequest): Promise<CompleteDocumentResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const { completed, nextDraft } = await answering(
      this.deps.documents.complete(kind, userId, documentIdOf(request.id)),
    );
    return { document: toDocumentMessage(completed), nextDraft: toDocumentMessage(nextDraft) };
  }

  async listDocuments(request: ListDocumentsRequest): Promise<ListDocumentsResponse> {
    const { userId } = requireCaller();
    const kind = optionalKindOf(request.documentType);
    const propertyId = listedPropertyIdOf(request.propertyId);
    if (!propertyId) return { documents: [] };
    const views = await answering(this.deps.documents.list(userId, propertyId, kind));
    return { documents: views.map(toDocumentMessage) };
  }

  async getDocument(request: GetDocumentRequest): Promise<GetDocumentResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const view = await answering(this.deps.documents.get(kind, userId, documentIdOf(request.id)));
    return { document: toDocumentMessage(view) };
  }

  async deleteDocument(request: DeleteDocumentRequest): Promise<DeleteDocumentResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    await answering(this.deps.documents.delete(kind, userId, documentIdOf(request.id)));
    return {};
  }

  async renderPdf(request: RenderPdfRequest): Promise<RenderPdfResponse> {
    const { userId } = requireCaller();
    const kind = kindOf(request.documentType);
    const id = documentIdOf(request.id);
    // An If-None-Match longer than any list of our ETags is no cache's: it is ignored, not an error.
    const ifNoneMatch = request.ifNoneMatch.length <= 4096 ? request.ifNoneMatch : '';
    const { pdf, fileName, etag } = await answering(
      this.deps.documents.renderPdf(kind, userId, id, request.isPreview, ifNoneMatch),
    );
    return { pdf: pdf ?? Buffer.alloc(0), fileName, etag, notModified: pdf === undefined };
  }

  async listContractDeadlines(request: ListContractDeadlinesRequest): Promise<ListContractDeadlinesResponse> {
    const { userId } = requireCaller();
    const propertyId = listedPropertyIdOf(request.propertyId);
    if (!propertyId)
      return { purchaseAgreementId: '', deadlines: [], objectionId: '', objectionDeadlines: [] };
    const [{ agreementId, deadlines }, objection] = await Promise.all([
      answering(this.deps.documents.listContractDeadlines(userId, propertyId)),
      answering(this.deps.objections.timeline(userId, propertyId)),
    ]);
    return {
      purchaseAgreementId: agreementId,
      deadlines,
      objectionId: objection.objectionId,
      objectionDeadlines: objection.deadlines.map(toObjectionDeadline),
    };
  }

  async createObjection(request: CreateObjectionRequest): Promise<CreateObjectionResponse> {
    const { userId } = requireCaller();
    const draft = objectionDraftOf(request.draft);
    const record = await answering(underDraft(this.deps.objections.create(userId, draft)));
    return { objection: toObjectionMessage(record) };
  }

  async listObjections(request: ListObjectionsRequest): Promise<ListObjectionsResponse> {
    const { userId } = requireCaller();
    const propertyId = listedPropertyIdOf(request.propertyId);
    if (!propertyId) return { objections: [] };
    const records = await answering(this.deps.objections.list(userId, propertyId));
    return { objections: records.map(toObjectionMessage) };
  }

  async getObjection(request: GetObjectionRequest): Promise<GetObjectionResponse> {
    const { userId } = requireCaller();
    const record = await answering(this.deps.objections.get(userId, documentIdOf(request.id)));
    return { objection: toObjectionMessage(record) };
  }

  async deleteObjection(request: DeleteObjectionRequest): Promise<DeleteObjectionResponse> {
    const { userId } = requireCaller();
    await answering(this.deps.objections.delete(userId, documentIdOf(request.id)));
    return {};
  }

  async updateObjection(request: UpdateObjectionRequest): Promise<UpdateObjectionResponse> {
    const { userId } = requireCaller();
    const id = documentIdOf(request.id);
    const draft = objectionDraftOf(request.draft, true);
    const record = await answering(underDraft(this.deps.objections.update(userId, id, draft)));
    return { objection: toObjectionMessage(record) };
  }

  async renderObjectionPdf(request: RenderObjectionPdfRequest): Promise<RenderObjectionPdfResponse> {
    const { userId } = requireCaller();
    const { pdf, fileName } = await answering(
      this.deps.objections.renderPdf(userId, documentIdOf(request.id)),
    );
    return { pdf, fileName };
  }

  async summarizeDocuments(request: SummarizeDocumentsRequest): Promise<SummarizeDocumentsResponse> {
    const { userId } = requireCaller();
    const { asked, queried } = summarizedPropertyIdsOf(request.propertyIds);
    const found = await answering(this.deps.documents.summarize(userId, queried));
    const byId = new Map(found.map((summary) => [summary.propertyId, summary]));
    return {
      summaries: asked.map((propertyId) => ({
        ...NO_DOCUMENTS,
        ...byId.get(propertyId.toLowerCase()),
        propertyId,
      })),
    };
  }
}

const NO_DOCUMENTS = {
  hasCompletedOfferLetter: false,
  hasCompletedPurchaseAgreement: false,
  hasOfferLetterDraft: false,
  hasPurchaseAgreementDraft: false,
};
