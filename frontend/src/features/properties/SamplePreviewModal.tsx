import { Anchor, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { PropertyBadges } from './PropertyBadges';
import { PropertyGallery } from './PropertyGallery';
import { PropertyPrice } from './PropertyPrice';
import { displayAddress } from './property-format';
import { useSampleProperty } from './property-queries';

export const SAMPLE_PREVIEW_TITLE = 'Preview what the product can do for you';

interface SamplePreviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** Back to the add form, so the buyer can enter a first address. */
  onAddFirst: () => void;
}

export function SamplePreviewModal({ opened, onClose, onAddFirst }: SamplePreviewModalProps) {
  const sample = useSampleProperty(opened);
  const address = sample.data ? displayAddress(sample.data) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={SAMPLE_PREVIEW_TITLE} size="lg" centered>
      {sample.isPending && (
        <Center py="lg">
          <Loader aria-label="Loading the sample property" />
        </Center>
      )}
      {sample.isError && <Text>{errorMessage(sample.error)}</Text>}
      {sample.data && (
        <Stack gap="sm">
          <PropertyGallery property={sample.data} address={address} />
          <Text fw={600}>{address}</Text>
          <PropertyBadges property={sample.data} />
          <PropertyPrice price={sample.data.price} size="lg" />
          <Anchor component={Link} to="/properties/sample" size="sm">
            Explore the sample property
          </Anchor>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onAddFirst}>Add my first property</Button>
      </Group>
    </Modal>
  );
}
