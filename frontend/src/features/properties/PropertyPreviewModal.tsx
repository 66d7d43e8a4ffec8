import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { PropertyBadges } from './PropertyBadges';
import { PropertyGallery } from './PropertyGallery';
import { PropertyPrice } from './PropertyPrice';
import type { Property } from '@api';
import { displayAddress, estimatedSavings, formatUsd, streetViewUrl } from './property-format';
import { useStreetView } from './use-property-media';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

// The spec's 'Your savings with the product', with the product's name.
export const SAVINGS_LABEL = 'Your savings with Homeward';

interface PropertyPreviewModalProps {
  draft: Property | null;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PropertyPreviewModal({ draft, confirming, onConfirm, onCancel }: PropertyPreviewModalProps) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  // The last draft stays on screen while the modal animates out, so the title does not blank mid-transition.
  const [shown, setShown] = useState(draft);
  if (draft && draft !== shown) setShown(draft);
  const property = draft ?? shown;
  const address = property ? displayAddress(property) : '';
  return (
    <Modal
      opened={draft !== null}
      onClose={onCancel}
      title={`Add ${address}`}
      {...fullScreenOnPhone}
      size="lg"
      closeOnClickOutside={!confirming}
      closeOnEscape={!confirming}
      withCloseButton={!confirming}
    >
      {property && <PreviewBody property={property} address={address} />}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={confirming}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={confirming}>
          Add Property
        </Button>
      </Group>
    </Modal>
  );
}

function PreviewBody({ property, address }: { property: Property; address: string }) {
  const savings = estimatedSavings(property.price);
  const found = useStreetView(property);
  const streetView = streetViewUrl(property) ?? found.link;
  return (
    <Stack gap="sm">
      <PropertyGallery property={property} address={address} />
      <Text fw={600}>{address}</Text>
      <PropertyBadges property={property} />
      <Group gap="sm">
        <PropertyPrice price={property.price} size="lg" />
        {!property.is_listed && (
          <Badge color="orange" variant="light">
            Property is not listed
          </Badge>
        )}
      </Group>
      {savings !== null && (
        <Text size="sm">
          {SAVINGS_LABEL}: <strong>about {formatUsd(savings)}</strong>
        </Text>
      )}
      {streetView && (
        <Anchor href={streetView} target="_blank" rel="noreferrer" size="sm">
          <Group gap={4} component="span">
            Open in Street View <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
