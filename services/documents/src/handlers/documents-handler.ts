import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CreateDocumentsRequest,
  CreateDocumentsResponse,
  GetDocumentsRequest,
  GetDocumentsResponse,
  DocumentsServiceServer,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import { createDocuments, getDocuments, type DocumentsDeps } from '../application/documents';
import { answering } from './errors';
import { toProtoDocuments } from './documents-message';
import { documentsIdOf, titleOf } from './requests';

/** homeward.documents.v1.DocumentsService: parse the request, call one use case, map the answer. */
export class DocumentsHandler implements AsyncService<DocumentsServiceServer> {
  constructor(private readonly deps: DocumentsDeps) {}

  async createDocuments(request: CreateDocumentsRequest): Promise<CreateDocumentsResponse> {
    const caller = requireCaller();
    const record = await answering(createDocuments(this.deps, caller.userId, titleOf(request)));
    return { documents: toProtoDocuments(record) };
  }

  async getDocuments(request: GetDocumentsRequest): Promise<GetDocumentsResponse> {
    const caller = requireCaller();
    const record = await answering(getDocuments(this.deps, caller.userId, documentsIdOf(request)));
    return { documents: toProtoDocuments(record) };
  }
}
