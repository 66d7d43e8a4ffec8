import { Group, Stack, Text } from '@mantine/core';
import type { Property } from '@api';
import { displayAddress, formatUsd } from '../properties/property-format';

export const NOT_AVAILABLE = 'Not Available';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

const count = (value: number | null) => (value === null ? NOT_AVAILABLE : value.toLocaleString('en-US'));

/** The finish and completion modals' facts: address, beds, baths, size and the price the buyer wrote. */
export function DocumentSummaryFacts(props: {
  property: Property;
  priceLabel: string;
  price: number | null;
  bathsLabel: string;
  sizeLabel: string;
}) {
  const { property } = props;
  return (
    <Stack gap={6}>
      <Fact label="Address" value={displayAddress(property)} />
      <Fact label="Beds" value={count(property.bedrooms_num)} />
      <Fact label={props.bathsLabel} value={count(property.bathrooms_num)} />
      <Fact
        label={props.sizeLabel}
        value={property.size === null ? NOT_AVAILABLE : `${property.size.toLocaleString('en-US')} sqft`}
      />
      <Fact label={props.priceLabel} value={props.price === null ? NOT_AVAILABLE : formatUsd(props.price)} />
    </Stack>
  );
}
