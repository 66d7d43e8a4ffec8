import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLockOpen, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PropertyCard } from '@api';

interface PropertyActionsMenuProps {
  property: PropertyCard;
  address: string;
  streetViewLink: string | null;
  onUnlock: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

export function PropertyActionsMenu({
  property,
  address,
  streetViewLink,
  onUnlock,
  onEdit,
  onRemove,
}: PropertyActionsMenuProps) {
  // The spec: unlocking is offered, and removing allowed, only while the property is locked.
  const locked = !property.is_unlocked;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${address}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {locked && (
          <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={onUnlock}>
            Unlock for $99
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        {streetViewLink && (
          <Menu.Item
            component="a"
            href={streetViewLink}
            target="_blank"
            rel="noreferrer"
            leftSection={<IconMapPin size={16} />}
          >
            Open in Google Street View
          </Menu.Item>
        )}
        {locked && (
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            Remove
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
