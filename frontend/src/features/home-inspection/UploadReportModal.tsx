import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { homeInspectionReportPath } from './report-path';
import { UploadScreenBody } from './UploadScreenBody';
import { useReportUpload, type UploadScreen } from './use-report-upload';

const TITLES: Record<UploadScreen, string> = {
  basic: 'Upload your inspection report',
  uploading: 'Uploading your report',
  error: 'Upload failed',
  info: 'Where to get a report?',
  'long-analysis': 'Analysis in progress',
};

interface UploadReportModalProps {
  propertyId: string;
  /** The property has a report already, so this upload is its last chance. */
  hasReport: boolean;
  opened: boolean;
  onClose: () => void;
}

export function UploadReportModal({ propertyId, hasReport, opened, onClose }: UploadReportModalProps) {
  const navigate = useNavigate();
  const upload = useReportUpload({
    propertyId,
    onUploaded: (inspectionId) => {
      onClose();
      navigate(
        inspectionId
          ? homeInspectionReportPath(propertyId, inspectionId)
          : `/properties/home-inspection?${new URLSearchParams({ property: propertyId })}`,
      );
    },
  });
  const uploading = upload.screen === 'uploading';
  const close = () => {
    upload.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TITLES[upload.screen]}
      size="lg"
      centered
      // An upload under way cannot be dismissed half-sent.
      withCloseButton={!uploading}
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
    >
      <UploadScreenBody upload={upload} hasReport={hasReport} onClose={close} />
    </Modal>
  );
}
