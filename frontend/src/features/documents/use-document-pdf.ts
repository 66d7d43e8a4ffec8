import { useState } from 'react';
import { logFailure } from '../../components/log';
import { generatePdf } from './documents-api';
import type { DocumentType } from './documents-contract';

// The spec: a PDF download shows its loading state for 6 seconds.
export const PDF_LOADING_MS = 6000;

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a document's PDF under the BFF's Content-Disposition name (OfferLetter_{id}.pdf /
 * PurchaseAgreement_{id}.pdf). The spec: a failure is only logged ('Failed to download PDF'); `loading` stays on
 * for at least 6 seconds.
 */
export function useDocumentPdf(type: DocumentType) {
  const [loading, setLoading] = useState(false);
  const download = async (id: string, isPreview: boolean) => {
    if (loading) return;
    setLoading(true);
    const minimum = new Promise((resolve) => window.setTimeout(resolve, PDF_LOADING_MS));
    try {
      const file = await generatePdf(id, type, isPreview);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      logFailure('Failed to download PDF', error);
    }
    await minimum;
    setLoading(false);
  };
  return { loading, download };
}
