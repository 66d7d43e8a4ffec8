import type { Property } from '@api';
import { Badge, Group } from '@mantine/core';
import { propertyBadges } from './property-format';

export function PropertyBadges({ property }: { property: Property }) {
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
