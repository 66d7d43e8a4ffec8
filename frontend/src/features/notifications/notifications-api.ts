import { notificationListResponseSchema, type Notification } from '@api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const POLL_INTERVAL_MS = 60_000;

async function fetchNotifications(signal: AbortSignal): Promise<Notification[]> {
  const { notifications } = await apiFetch('/api/notifications', {
    schema: notificationListResponseSchema,
    signal,
  });
  return notifications;
}

export function useNotificationsList() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}
