import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PropertyBadges } from '../properties/PropertyBadges';
import { PropertyPrice } from '../properties/PropertyPrice';
import { displayAddress } from '../properties/property-format';
import { useSampleProperty } from '../properties/property-queries';

interface NewUserWelcomeProps {
  onAddFirst: () => void;
  onPreviewSample: () => void;
}

/** A buyer with no home yet: the sample property to look around in, and the way to add their own. */
export function NewUserWelcome({ onAddFirst, onPreviewSample }: NewUserWelcomeProps) {
  const sample = useSampleProperty();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="home-sample-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-sample-title">
          Start with the sample property
        </Title>
        <Text size="sm" c="dimmed">
          Try every tool on the sample property, then add the property you want to buy.
        </Text>
        {sample.isPending && (
          <Center py="sm">
            <Loader size="sm" aria-label="Loading the sample property" />
          </Center>
        )}
        {sample.data && (
          <Stack gap={6} aria-label="Sample property">
            <Anchor component={Link} to="/properties/sample" fw={600}>
              {displayAddress(sample.data)}
            </Anchor>
            <PropertyBadges property={sample.data} />
            <PropertyPrice price={sample.data.price} />
          </Stack>
        )}
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddFirst}>
            Add my first property
          </Button>
          <Button variant="default" onClick={onPreviewSample}>
            Preview the sample
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
