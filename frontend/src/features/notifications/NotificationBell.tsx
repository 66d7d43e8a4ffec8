import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NotificationItem } from './NotificationItem';
import { useNotificationsList } from './notifications-api';

export function NotificationBell() {
  const { data: items = [], isError } = useNotificationsList();
  const unread = items.filter((item) => !item.read).length;
  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';

  return (
    <Popover position="bottom-end" width={340} shadow="md">
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          Notifications
        </Text>
        {isError && <Text size="sm">Notifications are unavailable right now.</Text>}
        {!isError && items.length === 0 && (
          <Text size="sm" c="dimmed">
            You&apos;re all caught up.
          </Text>
        )}
        {items.length > 0 && (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="sm">
              {items.map((item) => (
                <NotificationItem key={item.id} notification={item} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
