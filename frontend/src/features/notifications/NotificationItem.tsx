import type { Notification } from '@api';
import { Anchor, Box, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';

/** Only a path of this app: `//host` is another site to the browser. */
const isAppPath = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

/** A notice; one that leads somewhere (an analysed report) links its title there. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const weight = notification.read ? 400 : 700;
  return (
    <Box>
      {isAppPath(notification.link) ? (
        <Anchor component={Link} to={notification.link} size="sm" fw={weight}>
          {notification.title}
        </Anchor>
      ) : (
        <Text size="sm" fw={weight}>
          {notification.title}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {notification.body}
      </Text>
      <Text size="xs" c="dimmed">
        {dayjs(notification.created_at).format('MM/DD/YYYY h:mm A')}
      </Text>
    </Box>
  );
}
