// The PDF of a document, from the templates of @homeward/pdf (pdfmake, the brand of every Homeward PDF).
import { offerLetterDataSchema, purchaseAgreementDataSchema } from '@homeward/documents';
import { offerLetterPdf, purchaseAgreementPdf } from '@homeward/pdf';
import type { DocumentPdfs } from './documents';

// Stored data has passed the same schema on every autosave; parsing again gives the templates their typed input.
export const documentPdfs: DocumentPdfs = {
  render(kind, data, { preview, completedAt }) {
    // A completed letter keeps the date it was made: re-dated at each download, an old offer would look new.
    return kind === 'offer_letter'
      ? offerLetterPdf({
          data: offerLetterDataSchema.parse(data),
          isPreview: preview,
          generatedAt: completedAt,
        })
      : purchaseAgreementPdf({ data: purchaseAgreementDataSchema.parse(data), isPreview: preview });
  },
};
