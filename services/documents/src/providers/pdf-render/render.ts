// What one render thread does with one task: the @homeward/pdf template of the document, from data that has passed
// the same schema on every autosave (parsed again here, so the templates get their typed input).
import {
  offerLetterDataSchema,
  purchaseAgreementDataSchema,
  type ObjectionLetter,
} from '@homeward/document-definitions';
import { objectionPdf, offerLetterPdf, purchaseAgreementPdf } from '@homeward/pdf';
import type { DocumentData, DocumentKind } from '../../domain/document';

export type RenderTask =
  | {
      kind: DocumentKind;
      data: DocumentData;
      preview: boolean;
      /** When the document was completed: it is dated then, so every render of it gives the same bytes. */
      completedAt?: Date;
    }
  | { kind: 'objection'; letter: ObjectionLetter; writtenAt: Date };

export function renderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'offer_letter':
      return offerLetterPdf({
        data: offerLetterDataSchema.parse(task.data),
        isPreview: task.preview,
        generatedAt: task.completedAt,
      });
    case 'purchase_agreement':
      return purchaseAgreementPdf({
        data: purchaseAgreementDataSchema.parse(task.data),
        isPreview: task.preview,
        generatedAt: task.completedAt,
      });
    case 'objection':
      return objectionPdf({ letter: task.letter, generatedAt: task.writtenAt });
  }
}
