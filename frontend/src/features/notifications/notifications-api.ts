import {
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  type Notification,
  type NotificationListResponse,
} from '@api';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch } from '../../app/api-client';

/** Every cached view of the notices lives under this key, so one invalidation refreshes the bell and the home page. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const CENTRE_KEY = [...NOTIFICATIONS_KEY, 'centre'] as const;
const RECENT_KEY = [...NOTIFICATIONS_KEY, 'recent'] as const;

/** New notices show up within this long without a reload; a hidden tab does not poll (TanStack's default). */
export const NOTIFICATIONS_POLL_MS = 15_000;
export const NOTIFICATIONS_PAGE_SIZE = 10;

function fetchPage(limit: number, before: string | null, signal: AbortSignal) {
  const search = new URLSearchParams({ limit: String(limit) });
  if (before) search.set('before', before);
  return apiFetch(`/api/notifications?${search}`, { schema: notificationListResponseSchema, signal });
}

/** The bell: newest first, a page at a time ('Load more'), polled so notices arrive without a reload. */
export function useNotificationCentre() {
  return useInfiniteQuery({
    queryKey: CENTRE_KEY,
    queryFn: ({ pageParam, signal }) => fetchPage(NOTIFICATIONS_PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The newest notices only (the home page's recent activity), polled like the bell. */
export function useNotificationsList(limit = 5) {
  return useQuery({
    queryKey: [...RECENT_KEY, limit],
    queryFn: async ({ signal }): Promise<Notification[]> =>
      (await fetchPage(limit, null, signal)).notifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

type CentreData = InfiniteData<NotificationListResponse, string | null>;

/** Applies a change to the cached pages at once, so the badge and the bold do not wait for the refetch. */
function updateCentre(
  client: ReturnType<typeof useQueryClient>,
  change: (page: NotificationListResponse) => NotificationListResponse,
) {
  client.setQueryData<CentreData>(CENTRE_KEY, (data) => data && { ...data, pages: data.pages.map(change) });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
        schema: notificationReadResponseSchema,
      }),
    onSuccess: (_answer, id) => {
      const wasUnread = client
        .getQueryData<CentreData>(CENTRE_KEY)
        ?.pages.some((page) => page.notifications.some((n) => n.id === id && !n.read));
      updateCentre(client, (page) => ({
        ...page,
        unread_count: wasUnread ? Math.max(0, page.unread_count - 1) : page.unread_count,
        notifications: page.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
      }));
      return client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/notifications/read-all', { method: 'POST', schema: notificationsReadAllResponseSchema }),
    onSuccess: ({ unread_count }) => {
      updateCentre(client, (page) => ({
        ...page,
        unread_count,
        notifications: page.notifications.map((n) => ({ ...n, read: true })),
      }));
      return client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
