import { runService } from '@homeward/kit';
import { loadDocumentsConfig } from './config';
import { startDocumentsService } from './service';

runService('documents', loadDocumentsConfig, startDocumentsService);
