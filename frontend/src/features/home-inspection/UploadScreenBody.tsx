import { LongAnalysisScreen } from './LongAnalysisScreen';
import { ReportSourceInfoScreen } from './ReportSourceInfoScreen';
import { UploadBasicScreen } from './UploadBasicScreen';
import { UploadErrorScreen } from './UploadErrorScreen';
import { UploadingScreen } from './UploadingScreen';
import type { ReportUpload } from './use-report-upload';

/** The upload modal's current screen: basic, uploading, error, info or long analysis. */
export function UploadScreenBody({
  upload,
  hasReport,
  onClose,
}: {
  upload: ReportUpload;
  hasReport: boolean;
  onClose: () => void;
}) {
  switch (upload.screen) {
    case 'uploading':
      return <UploadingScreen fileName={upload.file?.name ?? ''} progress={upload.progress} />;
    case 'error':
      return (
        <UploadErrorScreen
          detail={upload.failure}
          onRetry={() => upload.setScreen('basic')}
          onClose={onClose}
        />
      );
    case 'info':
      return <ReportSourceInfoScreen onBack={() => upload.setScreen('basic')} />;
    case 'long-analysis':
      return <LongAnalysisScreen onClose={onClose} />;
    case 'basic':
      return (
        <UploadBasicScreen
          file={upload.file}
          onFile={upload.setFile}
          isSecondUpload={hasReport}
          onAddReport={() => void upload.upload()}
          onShowInfo={() => upload.setScreen('info')}
        />
      );
  }
}
