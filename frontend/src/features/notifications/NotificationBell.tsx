import type { Notification } from '@api';
import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { isAppPath, NotificationItem } from './NotificationItem';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationCentre,
} from './notifications-api';

/** The bell's accessible name: the count is what a sighted user reads off the badge. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The notification centre in the header: the unread count on the bell, and a popover listing the notices newest
 * first, a page at a time, where opening one marks it read and 'Mark all as read' clears the badge.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const centre = useNotificationCentre();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const pages = centre.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notifications);
  // The first page is the one refetched first on every poll, so its count is the freshest.
  const unread = pages[0]?.unread_count ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    // A notice that leads somewhere navigates away: the popover has done its job.
    if (isAppPath(notification.link)) setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
      // The bell sits in the header and never scrolls away, so nothing is gained by hiding the list when its target
      // looks detached; jsdom, which has no layout, would otherwise think it always is.
      hideDetached={false}
    >
      <Indicator
        label={<span aria-hidden>{badgeText(unread)}</span>}
        size={18}
        disabled={unread === 0}
        offset={4}
        color="red.8"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text id={headingId} fw={600} component="h2" size="md" m={0}>
            Notifications
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all as read
          </Button>
        </Group>
        {centre.isError && items.length === 0 && (
          <Text size="sm">Notifications are unavailable right now.</Text>
        )}
        {centre.isSuccess && items.length === 0 && (
          <Text size="sm" c="gray.7">
            You have no notifications yet.
          </Text>
        )}
        {(markRead.isError || markAllRead.isError) && (
          <Text size="sm" c="red.8" role="alert">
            We could not mark that as read. Please try again.
          </Text>
        )}
        {items.length > 0 && (
          <ScrollArea.Autosize mah={400} type="auto">
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem notification={item} onOpen={open} />
                </li>
              ))}
            </Stack>
            {centre.hasNextPage && (
              <Button
                variant="light"
                fullWidth
                mt="xs"
                loading={centre.isFetchingNextPage}
                onClick={() => void centre.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
