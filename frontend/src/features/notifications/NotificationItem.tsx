import type { Notification } from '@api';
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './NotificationItem.module.css';

/** Only a path of this app: `//host` is another site to the browser. */
export const isAppPath = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

interface NotificationItemProps {
  notification: Notification;
  /** Clicking (or Enter on) the notice: the bell marks it read, and a notice that leads somewhere goes there. */
  onOpen?: (notification: Notification) => void;
}

/**
 * A notice: the whole row is one control, a link when the notice leads somewhere in the app (an analyzed report),
 * otherwise a button that marks it read. Unread ones are bold with a dot, and say so to screen readers.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.read;
  const content: ReactNode = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box className={unread ? classes.dot : classes.noDot} aria-hidden />
      <Box>
        <Text size="sm" fw={unread ? 700 : 400} c="var(--mantine-color-text)">
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </Text>
        <Text size="sm" c="var(--mantine-color-text)">
          {notification.body}
        </Text>
        <Text size="xs" c="gray.7">
          {dayjs(notification.created_at).format('MM/DD/YYYY h:mm A')}
        </Text>
      </Box>
    </Group>
  );
  const open = () => onOpen?.(notification);
  return isAppPath(notification.link) ? (
    <UnstyledButton component={Link} to={notification.link} onClick={open} className={classes.item}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={open} className={classes.item}>
      {content}
    </UnstyledButton>
  );
}
