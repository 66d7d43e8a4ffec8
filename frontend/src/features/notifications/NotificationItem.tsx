import type { Notification } from '@api';
import { Box, Text } from '@mantine/core';
import dayjs from 'dayjs';

export function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <Box>
      <Text size="sm" fw={notification.read ? 400 : 700}>
        {notification.title}
      </Text>
      <Text size="sm" c="dimmed">
        {notification.body}
      </Text>
      <Text size="xs" c="dimmed">
        {dayjs(notification.created_at).format('MM/DD/YYYY h:mm A')}
      </Text>
    </Box>
  );
}
