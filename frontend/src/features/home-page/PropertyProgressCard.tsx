import type { PropertyCard } from '@api';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PropertyPrice } from '../properties/PropertyPrice';
import { displayAddress } from '../properties/property-format';
import type { Tour } from '../tours/tours-contract';
import { nextStepAction } from './next-step-action';
import { propertyProgress } from './property-progress';
import { PropertyProgressList } from './PropertyProgressList';

/** One of the buyer's properties: what is done, what is next, and a button that goes there. */
export function PropertyProgressCard({
  property,
  tours,
}: {
  property: PropertyCard;
  tours?: readonly Tour[];
}) {
  const address = displayAddress(property);
  const { steps, next } = propertyProgress(property, tours);
  const action = next && nextStepAction(property.id, next.key);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={address}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/properties/${property.id}`} fw={600}>
            {address}
          </Anchor>
          <PropertyPrice price={property.price} />
        </Group>
        <PropertyProgressList steps={steps} nextKey={next?.key} />
        {action ? (
          <Button component={Link} to={action.to} variant="light" style={{ alignSelf: 'flex-start' }}>
            {action.label}
          </Button>
        ) : (
          <Text size="sm" c="teal.8">
            Everything is done for this property.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
