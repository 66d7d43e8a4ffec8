import { Anchor, Button, Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DocumentIndicators } from './DocumentIndicators';
import { PropertyActionsMenu } from './PropertyActionsMenu';
import { PropertyBadges } from './PropertyBadges';
import { PropertyCardImage } from './PropertyCardImage';
import { PropertyDialogsHost, usePropertyDialogs } from './PropertyDialogs';
import { PropertyPrice } from './PropertyPrice';
import type { PropertyCard as PropertyCardData } from '@api';
import { cardAddressLength, displayAddress, shortenAddress, streetViewUrl } from './property-format';
import { useInvalidateProperties } from './property-queries';
import { useStreetView } from './use-property-media';

// The spec: 40 characters of the address on screens wider than 1280px, 34 otherwise.
const WIDE_SCREEN = '(min-width: 1281px)';

export function PropertyCard({ property }: { property: PropertyCardData }) {
  const wide = useMediaQuery(WIDE_SCREEN) ?? false;
  const address = displayAddress(property);
  const dialogs = usePropertyDialogs();
  const invalidateProperties = useInvalidateProperties();
  const streetView = useStreetView(property);
  const detailPath = `/properties/${property.id}`;

  return (
    <Card withBorder shadow="xs" radius="md" padding="md" component="article" aria-label={address}>
      <Card.Section>
        <PropertyCardImage
          property={property}
          address={address}
          streetViewImageUrl={streetView.imageUrl}
          detailPath={detailPath}
          height={180}
        />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={detailPath} fw={600} c="dark.7" title={address} aria-label={address}>
            {shortenAddress(address, cardAddressLength(wide))}
          </Anchor>
          <PropertyActionsMenu
            property={property}
            address={address}
            streetViewLink={streetViewUrl(property) ?? streetView.link}
            onUnlock={() => dialogs.show('unlock')}
            onEdit={() => dialogs.show('edit')}
            onRemove={() => dialogs.show('remove')}
          />
        </Group>
        <PropertyBadges property={property} />
        <Group justify="space-between" align="center">
          <PropertyPrice price={property.price} />
          <DocumentIndicators documents={property.documents} />
        </Group>
        <Button variant="light" leftSection={<IconTool size={16} />} onClick={() => dialogs.show('tools')}>
          Tools
        </Button>
      </Stack>
      <PropertyDialogsHost
        property={property}
        address={address}
        dialogs={dialogs}
        afterRemoved={() => void invalidateProperties()}
      />
    </Card>
  );
}
