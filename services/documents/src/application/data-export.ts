// documents' part of a user's data export (issue 25 item 9).
import type { ExportFile, ExportPart, Knex } from '@homeward/kit';
import { userDocumentsForExport, userObjectionsForExport } from '../store/document-export';

/**
 * documents' part: the user's offer letters, purchase agreements and objections as documents' part. Each completed
 * document and each objection is attached by id, so its PDF is rendered into the archive when it is downloaded
 * (what the download routes give); a draft never completed has no PDF of its own, its data is in the JSON.
 */
export async function documentsPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  const [offerLetters, purchaseAgreements, objections] = await Promise.all([
    userDocumentsForExport(trx, 'offer_letters', userId),
    userDocumentsForExport(trx, 'purchase_agreements', userId),
    userObjectionsForExport(trx, userId),
  ]);
  const files: ExportFile[] = [
    ...offerLetters
      .filter((doc) => doc.completed_at !== null)
      .map((doc) => ({ archivePath: `offer-letters/${doc.id}.pdf`, documentId: doc.id })),
    ...purchaseAgreements
      .filter((doc) => doc.completed_at !== null)
      .map((doc) => ({ archivePath: `purchase-agreements/${doc.id}.pdf`, documentId: doc.id })),
    ...objections.map((doc) => ({ archivePath: `objections/${doc.id}.pdf`, documentId: doc.id })),
  ];
  return {
    records: { offer_letters: offerLetters, purchase_agreements: purchaseAgreements, objections },
    files,
  };
}
