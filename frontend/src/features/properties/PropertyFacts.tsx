import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { DocumentIndicators } from './DocumentIndicators';
import { PropertyBadges } from './PropertyBadges';
import { PropertyGallery } from './PropertyGallery';
import { PropertyPrice } from './PropertyPrice';
import type { Property } from '@api';

/** What the detail page (and the sample page) show of a property. */
export function PropertyFacts({ property, address }: { property: Property; address: string }) {
  const agent = property.listing_agent;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <PropertyGallery property={property} address={address} />
        <PropertyBadges property={property} />
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <PropertyPrice price={property.price} size="xl" />
            {!property.is_listed && (
              <Badge color="orange" variant="light">
                Property is not listed
              </Badge>
            )}
            {property.is_unlocked && (
              <Badge color="teal" variant="light">
                Unlocked
              </Badge>
            )}
          </Group>
          <DocumentIndicators documents={property.documents} />
        </Group>
        {agent && (agent.name || agent.company || agent.phone_number) && (
          <Text size="sm">
            Listing agent: {[agent.name, agent.company, agent.phone_number].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
