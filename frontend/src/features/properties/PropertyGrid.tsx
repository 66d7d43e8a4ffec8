import type { Property } from '@api';
import { SimpleGrid } from '@mantine/core';
import { PropertyCard } from './PropertyCard';

export function PropertyGrid({ properties }: { properties: Property[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} />
      ))}
    </SimpleGrid>
  );
}
