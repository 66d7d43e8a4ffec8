import { notificationSchema, type Notification } from '@api';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../app/api-client';
import { NOTIFICATIONS_KEY } from '../notifications/notifications-api';
import { listUpcomingTours, tourKeys } from '../tours/tours-api';

export const RECENT_NOTICES_LIMIT = 5;

// Only the list is read: the paged answer's unread_count and next_cursor are the notification centre's business.
const recentNoticesSchema = z.object({ notifications: z.array(notificationSchema) });

async function fetchRecentNotices(signal: AbortSignal): Promise<Notification[]> {
  const { notifications } = await apiFetch(`/api/notifications?limit=${RECENT_NOTICES_LIMIT}`, {
    schema: recentNoticesSchema,
    signal,
  });
  // A server that ignores `limit` must not flood the home page.
  return notifications.slice(0, RECENT_NOTICES_LIMIT);
}

/** The newest notices; under the bell's key, so marking one read there refreshes this list too. */
export function useRecentNotices() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'recent', RECENT_NOTICES_LIMIT],
    queryFn: ({ signal }) => fetchRecentNotices(signal),
    refetchInterval: 60_000,
  });
}

/** The buyer's upcoming tours (requested or confirmed, not past); a 4xx (no tours API yet) is not retried. */
export function useUpcomingTours() {
  return useQuery({
    queryKey: tourKeys.upcoming,
    queryFn: ({ signal }) => listUpcomingTours(signal),
  });
}
