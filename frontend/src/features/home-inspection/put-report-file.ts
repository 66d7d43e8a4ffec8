import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@api';

export interface PutResult {
  status: number;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
}

/** The request could not reach the server at all (offline, connection reset): no status to judge. */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * PUTs the file to the upload URL the BFF handed out. XMLHttpRequest rather than fetch because only it reports upload
 * progress; `onProgress` gets a whole percentage. Resolves with any status: judging it is the caller's business.
 */
export function putReportFile(
  url: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<PutResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // The BFF hands out a same-origin URL, so the session cookie goes along without withCredentials.
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    // The BFF refuses a state-changing request without it (its CSRF defence), this upload included.
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: parseBody(request.responseText) });
    request.onerror = () => reject(new UploadNetworkError('The upload could not reach the server'));
    request.onabort = () => reject(new UploadNetworkError('The upload was aborted'));
    request.send(file);
  });
}
