import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Property } from '@api';
import { DocumentSummaryFacts } from './DocumentSummaryFacts';

export const OFFER_FINISH_TITLE = 'You created an offer letter for your dream house!';
export const NON_BINDING_NOTICE =
  'This offer letter is not a binding contract. It tells the seller the price and terms you propose; a purchase agreement signed by both sides is what binds you.';
export const AGREEMENT_COMPLETION_TITLE = 'Congratulations! Purchase agreement completed.';
export const AGREEMENT_NEXT_STEPS = [
  'Read the agreement through and check every date and amount.',
  'Send it to the seller (or their agent) to sign.',
  'Deposit the earnest money with the title company by the deadline in the agreement.',
  'Schedule the inspection and appraisal within the contingency periods.',
];

interface FinishModalProps {
  opened: boolean;
  onClose: () => void;
  property: Property;
  price: number | null;
  downloading: boolean;
  onDownload: () => void;
}

/** Offer letter finished: the non-binding notice, the home's facts, the offer price and 'Download as PDF'. */
export function OfferFinishModal({
  opened,
  onClose,
  property,
  price,
  downloading,
  onDownload,
}: FinishModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={OFFER_FINISH_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" title="Non-binding">
          {NON_BINDING_NOTICE}
        </Alert>
        <DocumentSummaryFacts
          property={property}
          price={price}
          priceLabel="Offer price"
          bathsLabel="Baths"
          sizeLabel="Sqft"
        />
        <DownloadButton loading={downloading} onClick={onDownload} />
      </Stack>
    </Modal>
  );
}

/** Purchase agreement completed: next steps, the home's facts, the purchase price and 'Download as PDF'. */
export function AgreementCompletionModal({
  opened,
  onClose,
  property,
  price,
  downloading,
  onDownload,
}: FinishModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={AGREEMENT_COMPLETION_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="md">
        <Stack gap={4} role="group" aria-label="Next steps">
          <Text fw={600}>Next steps</Text>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {AGREEMENT_NEXT_STEPS.map((step) => (
              <li key={step}>
                <Text size="sm">{step}</Text>
              </li>
            ))}
          </ol>
        </Stack>
        <DocumentSummaryFacts
          property={property}
          price={price}
          priceLabel="Purchase price"
          bathsLabel="Bathrooms"
          sizeLabel="Size in sqft"
        />
        <DownloadButton loading={downloading} onClick={onDownload} />
      </Stack>
    </Modal>
  );
}

function DownloadButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Group justify="flex-end">
      <Button leftSection={<IconDownload size={16} aria-hidden />} loading={loading} onClick={onClick}>
        Download as PDF
      </Button>
    </Group>
  );
}
