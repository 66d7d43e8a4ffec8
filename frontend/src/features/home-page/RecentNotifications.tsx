import { Paper, Stack, Text, Title } from '@mantine/core';
import { NotificationItem } from '../notifications/NotificationItem';
import { useMarkNotificationRead, useNotificationsList } from '../notifications/notifications-api';

export const RECENT_NOTIFICATIONS_LIMIT = 5;

/** The newest notifications, from the notification centre's own query (so reading one there updates this list too). */
export function RecentNotifications() {
  const notifications = useNotificationsList(RECENT_NOTIFICATIONS_LIMIT);
  const markRead = useMarkNotificationRead();
  // A server that ignores `limit` must not flood the home page.
  const recent = notifications.data?.slice(0, RECENT_NOTIFICATIONS_LIMIT);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-notifications-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-notifications-title">
          Recent notifications
        </Title>
        {notifications.isPending && <Text size="sm">Loading notifications…</Text>}
        {notifications.isError && (
          <Text size="sm" c="dimmed">
            Notifications are unavailable right now.
          </Text>
        )}
        {recent?.length === 0 && (
          <Text size="sm" c="dimmed">
            You&apos;re all caught up.
          </Text>
        )}
        {recent && recent.length > 0 && (
          <Stack gap="sm" aria-label="Recent notifications">
            {recent.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={(opened) => {
                  if (!opened.read) markRead.mutate(opened.id);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
