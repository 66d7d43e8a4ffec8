import { Alert, Modal, Stack, Text } from '@mantine/core';
import { ReportSourceInfoScreen } from '../home-inspection/ReportSourceInfoScreen';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

export const SAMPLE_INSPECTION_NOTE =
  "Reports are analyzed for your own properties: the sample has no report and can't take one. Add your property, then upload its inspection report from its tools.";

/**
 * The sample's home inspection tool: the sample is not stored, so an upload has nowhere to go (it would end in a
 * 404). It says so, and shows where a buyer gets a report, the upload modal's own 'Where to get a report?' screen.
 */
export function SampleInspectionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Where to get a report?"
      size="lg"
      centered
      {...fullScreenOnPhone}
    >
      <Stack gap="md">
        <Alert color="blue" title="This is the sample property">
          <Text size="sm">{SAMPLE_INSPECTION_NOTE}</Text>
        </Alert>
        <ReportSourceInfoScreen onBack={onClose} />
      </Stack>
    </Modal>
  );
}
