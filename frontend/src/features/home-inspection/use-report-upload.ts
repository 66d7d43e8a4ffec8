import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { logFailure } from '../../components/log';
import { notifyError, notifySuccess } from '../../components/notify';
import { propertyKeys } from '../properties/property-queries';
import { requestUploadUrl } from './home-inspection-api';
import { homeInspectionResponseSchema } from './home-inspection-contract';
import { inspectionKeys } from './home-inspection-queries';
import { putReportFile, UploadNetworkError } from './put-report-file';
import { reportContentType } from './report-file-rules';
import {
  UNEXPECTED_MESSAGE,
  UNEXPECTED_TITLE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_FAILED_TITLE,
  UPLOADED_MESSAGE,
  UPLOADED_TITLE,
} from './upload-messages';

export type UploadScreen = 'basic' | 'uploading' | 'error' | 'info' | 'long-analysis';

/** The BFF's answer to the PUT when the analysis is expected to take long (e-mail and in-app notice when done). */
const LONG_ANALYSIS_STATUS = 202;

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

/** Where an upload ended, so the screen and the notification can say it. */
type Outcome =
  | { kind: 'uploaded'; inspectionId: string | null }
  | { kind: 'long-analysis' }
  /** `notice` is the notification's text; `detail` the server's reason, shown on the error screen. */
  | { kind: 'refused'; notice: string; detail: string | null };

function refused(detail: string | null, notice = UPLOAD_FAILED_MESSAGE): Outcome {
  return { kind: 'refused', notice, detail };
}

async function runUpload(
  propertyId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Outcome> {
  const contentType = reportContentType(file);
  let url: string;
  try {
    url = await requestUploadUrl({ propertyId, file, contentType });
  } catch (error) {
    // A failed URL call is a failed upload (spec part 1's upload error text in the notification); the BFF's answer
    // (locked, upload limit, storage quota) is the reason the error screen shows.
    if (error instanceof ApiError) return refused(error.status > 0 ? error.message : null);
    throw error;
  }
  let result;
  try {
    result = await putReportFile(url, file, contentType, onProgress);
  } catch (error) {
    if (error instanceof UploadNetworkError) return refused(null);
    throw error;
  }
  if (result.status < 200 || result.status >= 300) return refused(serverMessage(result.body));
  if (result.status === LONG_ANALYSIS_STATUS) return { kind: 'long-analysis' };
  const parsed = homeInspectionResponseSchema.safeParse(result.body);
  return { kind: 'uploaded', inspectionId: parsed.success ? parsed.data.home_inspection.id : null };
}

interface UploadOptions {
  propertyId: string;
  /** After a quick (201) upload: the modal closes and the report page takes over. */
  onUploaded: (inspectionId: string | null) => void;
}

/** The upload modal's state: which screen, the chosen file, the progress, and the reason of a failure. */
export function useReportUpload({ propertyId, onUploaded }: UploadOptions) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<UploadScreen>('basic');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useCallback(() => {
    setScreen('basic');
    setFile(null);
    setProgress(0);
    setFailure(null);
  }, []);

  const fail = (title: string, message: string, detail: string | null) => {
    notifyError(message, title);
    setFailure(detail);
    setScreen('error');
  };

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    setFailure(null);
    setScreen('uploading');
    try {
      const outcome = await runUpload(propertyId, file, setProgress);
      if (outcome.kind === 'refused') {
        fail(UPLOAD_FAILED_TITLE, outcome.notice, outcome.detail);
        return;
      }
      // The property now links a report and its list has one more: both are stale wherever they are shown.
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.byProperty(propertyId) });
      if (outcome.kind === 'long-analysis') {
        setScreen('long-analysis');
        return;
      }
      notifySuccess(UPLOADED_MESSAGE, UPLOADED_TITLE);
      reset();
      onUploaded(outcome.inspectionId);
    } catch (error) {
      logFailure('home inspection upload', error);
      fail(UNEXPECTED_TITLE, UNEXPECTED_MESSAGE, null);
    }
  };

  return { screen, setScreen, file, setFile, progress, failure, upload, reset };
}
export type ReportUpload = ReturnType<typeof useReportUpload>;
