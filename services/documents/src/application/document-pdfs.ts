// The PDF of a document, from the templates of @homeward/pdf (pdfmake, the brand of every Homeward PDF).
import { DocumentError } from '../domain/errors';
import type { DocumentPdfs } from './documents';

export const documentPdfs: DocumentPdfs = {
  async render() {
    throw new DocumentError('templateUnavailable');
  },
};
