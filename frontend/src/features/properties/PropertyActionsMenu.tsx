import type { Property } from '@api';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMapPin, IconTrash } from '@tabler/icons-react';
import { streetViewUrl } from './property-format';

interface PropertyActionsMenuProps {
  property: Property;
  address: string;
  onRemove: () => void;
}

export function PropertyActionsMenu({ property, address, onRemove }: PropertyActionsMenuProps) {
  const streetView = streetViewUrl(property);
  // The spec: an unlocked property can no longer be removed by its owner.
  const removable = !property.is_unlocked;
  if (!streetView && !removable) return null;

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${address}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {streetView && (
          <Menu.Item
            component="a"
            href={streetView}
            target="_blank"
            rel="noreferrer"
            leftSection={<IconMapPin size={16} />}
          >
            Open in Google Street View
          </Menu.Item>
        )}
        {removable && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            Remove
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
