import type { Property } from '@api';
import { Anchor, Card, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { PropertyActionsMenu } from './PropertyActionsMenu';
import { PropertyBadges } from './PropertyBadges';
import { PropertyImage } from './PropertyImage';
import { PropertyPrice } from './PropertyPrice';
import { RemovePropertyModal } from './RemovePropertyModal';
import { displayAddress, shortenAddress } from './property-format';
import { useInvalidateProperties } from './property-queries';
import { useRemoveProperty } from './use-remove-property';

// The spec: 40 characters of the address on screens wider than 1280px, 34 otherwise.
const WIDE_SCREEN = '(min-width: 1281px)';

export function PropertyCard({ property }: { property: Property }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const address = displayAddress(property);
  const [removeOpened, removeModal] = useDisclosure(false);
  const invalidateProperties = useInvalidateProperties();
  const remove = useRemoveProperty(() => void invalidateProperties());
  const detailPath = `/properties/${property.id}`;

  return (
    <Card withBorder shadow="xs" radius="md" padding="md" component="article" aria-label={address}>
      <Card.Section
        component={Link}
        to={detailPath}
        tabIndex={-1}
        aria-hidden
        style={{ textDecoration: 'none' }}
      >
        <PropertyImage images={property.images} address={address} height={180} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={detailPath} fw={600} c="dark.7" title={address} aria-label={address}>
            {shortenAddress(address, wide ? 40 : 34)}
          </Anchor>
          <PropertyActionsMenu property={property} address={address} onRemove={removeModal.open} />
        </Group>
        <PropertyBadges property={property} />
        <PropertyPrice price={property.price} />
      </Stack>
      <RemovePropertyModal
        opened={removeOpened}
        removing={remove.isPending}
        onClose={removeModal.close}
        onConfirm={() => remove.mutate(property.id, { onSuccess: removeModal.close })}
      />
    </Card>
  );
}
