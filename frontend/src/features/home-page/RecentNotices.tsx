import { Paper, Stack, Text, Title } from '@mantine/core';
import { NotificationItem } from '../notifications/NotificationItem';
import { useMarkNotificationRead, useNotificationsList } from '../notifications/notifications-api';

export const RECENT_NOTICES_LIMIT = 5;

/** The newest notices, from the notification centre's own query (so reading one there updates this list too). */
export function RecentNotices() {
  const notices = useNotificationsList(RECENT_NOTICES_LIMIT);
  const markRead = useMarkNotificationRead();
  // A server that ignores `limit` must not flood the home page.
  const recent = notices.data?.slice(0, RECENT_NOTICES_LIMIT);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-notices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-notices-title">
          Recent notices
        </Title>
        {notices.isPending && <Text size="sm">Loading notices…</Text>}
        {notices.isError && (
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
          <Stack gap="sm" aria-label="Recent notices">
            {recent.map((notice) => (
              <NotificationItem
                key={notice.id}
                notification={notice}
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
