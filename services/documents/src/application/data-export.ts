// documents' part of a user's data export (issue 25 item 9).
import { enqueueExportPart, type ExportFile, type Knex } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';
import { userDocumentsForExport, userObjectionsForExport } from '../store/document-export';

/**
 * Publishes the user's offer letters, purchase agreements and objections as documents' part. Each completed
 * document and each objection is attached by id, so its PDF is rendered into the archive when it is downloaded
 * (what the download routes give); a draft never completed has no PDF of its own, its data is in the JSON.
 */
export async function exportUserDocuments(
  trx: Knex.Transaction,
  request: { exportId: string; userId: string },
): Promise<void> {
  const [offerLetters, purchaseAgreements, objections] = await Promise.all([
    userDocumentsForExport(trx, 'offer_letters', request.userId),
    userDocumentsForExport(trx, 'purchase_agreements', request.userId),
    userObjectionsForExport(trx, request.userId),
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
  await enqueueExportPart(
    trx,
    { ...request, service: 'documents', source: EVENT_SOURCE },
    { offer_letters: offerLetters, purchase_agreements: purchaseAgreements, objections },
    files,
  );
}
