export { loadDocumentsConfig, documentsConfigShape, type DocumentsConfig } from './config';
export { startDocumentsService, type RunningService } from './service';
