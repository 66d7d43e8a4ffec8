import { useState } from 'react';
import { logFailure } from '../../components/log';
import { notifyError } from '../../components/notify';
import { fetchReportPdf } from './home-inspection-api';

// The spec: the Download as PDF button shows its loading state for 6 seconds.
export const PDF_LOADING_MS = 6000;

export const DOWNLOAD_FAILED_TITLE = 'Download failed';
export const DOWNLOAD_FAILED_MESSAGE = 'The PDF could not be downloaded. Please try again.';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches the Report Summary PDF and saves it under the BFF's name for it (else `fallbackName`); `loading` stays on
 * for at least the spec's 6 seconds.
 */
export function usePdfDownload(inspectionId: string, fallbackName: string) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    if (loading) return;
    setLoading(true);
    const minimum = new Promise((resolve) => window.setTimeout(resolve, PDF_LOADING_MS));
    try {
      const pdf = await fetchReportPdf(inspectionId);
      saveBlob(pdf.blob, pdf.fileName ?? fallbackName);
    } catch (error) {
      logFailure('report PDF download', error);
      notifyError(DOWNLOAD_FAILED_MESSAGE, DOWNLOAD_FAILED_TITLE);
    }
    await minimum;
    setLoading(false);
  };
  return { loading, download };
}
