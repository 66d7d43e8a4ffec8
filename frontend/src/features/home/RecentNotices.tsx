import { Paper, Stack, Text, Title } from '@mantine/core';
import { NotificationItem } from '../notifications/NotificationItem';
import { useRecentNotices } from './home-api';

export function RecentNotices() {
  const notices = useRecentNotices();
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
        {notices.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            You&apos;re all caught up.
          </Text>
        )}
        {notices.data && notices.data.length > 0 && (
          <Stack gap="sm" aria-label="Recent notices">
            {notices.data.map((notice) => (
              <NotificationItem key={notice.id} notification={notice} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
