// Shared set-up of the bell's tests: a fake BFF at fetch level holding one user's notices with their read state and
// paging as the real one answers (newest first, `limit`, an opaque `before` cursor, the unread count).
import type { Notification } from '@api';
import { screen } from '@testing-library/react';
import { stubApi, type StubCall, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { NotificationBell } from './NotificationBell';

let sequence = 0;

/** A notice created `minutesAgo` before 11/23/2026 12:00 UTC; unread and going nowhere unless told otherwise. */
export function notice(minutesAgo: number, overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    kind: 'property_created',
    title: `Notice ${sequence}`,
    body: `Body of notice ${sequence}`,
    subject_id: 'p1',
    read: false,
    created_at: new Date(Date.parse('2026-11-23T12:00:00.000Z') - minutesAgo * 60_000).toISOString(),
    link: null,
    ...overrides,
  };
}

/** The fake BFF's state: tests add notices to `notices` and read what was asked. */
export class FakeNotificationsBff {
  notices: Notification[];
  /** Answer every request with this status instead (e.g. 503). */
  failWith: number | undefined;

  constructor(notices: Notification[]) {
    this.notices = notices;
  }

  private newestFirst() {
    return [...this.notices].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );
  }

  list = (call: StubCall): StubReply => {
    if (this.failWith) return { status: this.failWith, body: { error: 'unavailable', message: 'Down' } };
    const query = new URLSearchParams(call.search);
    const limit = Number(query.get('limit') ?? 20);
    const before = query.get('before');
    const all = this.newestFirst();
    const start = before ? all.findIndex((n) => `cursor-${n.id}` === before) + 1 : 0;
    const page = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return {
      body: {
        notifications: page,
        unread_count: all.filter((n) => !n.read).length,
        next_cursor: more ? `cursor-${page[page.length - 1]!.id}` : null,
      },
    };
  };

  markRead = (id: string) => (): StubReply => {
    const found = this.notices.find((n) => n.id === id);
    if (!found) return { status: 404, body: { error: 'not_found', message: 'Notification not found' } };
    found.read = true;
    return { body: { notification: found } };
  };

  markAllRead = (): StubReply => {
    for (const n of this.notices) n.read = true;
    return { body: { unread_count: this.notices.filter((n) => !n.read).length } };
  };

  /** The routes by 'METHOD /path'; a notice's read route is found by its id when asked, so later notices have one. */
  routes(): Parameters<typeof stubApi>[0] {
    const fixed = {
      'GET /api/notifications': this.list,
      'POST /api/notifications/read-all': this.markAllRead,
    };
    return new Proxy(fixed, {
      get: (routes, key: string) => {
        const read = /^POST \/api\/notifications\/([^/]+)\/read$/.exec(key);
        return read ? this.markRead(decodeURIComponent(read[1]!)) : routes[key as keyof typeof routes];
      },
    });
  }
}

/** The bell in a header, with the pages its notices link to. */
export function renderBell(notices: Notification[], options: { failWith?: number } = {}) {
  const bff = new FakeNotificationsBff(notices);
  bff.failWith = options.failWith;
  const api = stubApi(bff.routes());
  const view = renderRoutes(
    [
      { path: '/properties', element: <NotificationBell /> },
      { path: '/properties/home-inspection', element: <h1>Inspection report page</h1> },
    ],
    '/properties',
  );
  return { bff, api, ...view };
}

export async function openBell(name: string | RegExp = /^Notifications/) {
  const bell = await screen.findByRole('button', { name });
  bell.click();
  return screen.findByRole('dialog', { name: 'Notifications' });
}
