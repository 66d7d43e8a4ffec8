import type { PropertyCard } from '@api';
import { Badge, Group } from '@mantine/core';
import { propertyBadges } from './property-format';

export function PropertyBadges({ property }: { property: PropertyCard }) {
  const badges = propertyBadges(property);
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((badge) => (
        <Badge key={badge} variant="light" color="gray" tt="none">
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
