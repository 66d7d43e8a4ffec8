import type { PropertyCard as PropertyCardData } from '@api';
import { SimpleGrid } from '@mantine/core';
import { PropertyCard } from './PropertyCard';

export function PropertyGrid({ properties }: { properties: PropertyCardData[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} />
      ))}
    </SimpleGrid>
  );
}
