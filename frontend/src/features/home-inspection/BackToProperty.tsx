import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function BackToProperty({ propertyId }: { propertyId: string }) {
  return (
    <Anchor component={Link} to={`/properties/${encodeURIComponent(propertyId)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Back to the property
      </Group>
    </Anchor>
  );
}
