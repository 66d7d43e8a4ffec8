import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_POLL_MS } from './notifications-api';
import { notice, openBell, renderBell } from './notifications-test-kit';

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

const titles = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the notification bell', () => {
  it('names the unread count on the bell and shows it as a badge', async () => {
    renderBell([notice(1), notice(2), notice(3, { read: true }), notice(4)]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.closest('.mantine-Indicator-root')?.textContent).toBe('3');
  });

  it('is just "Notifications" with no badge when everything is read, and says when there is nothing', async () => {
    const { unmount } = renderBell([notice(1, { read: true })]);
    await screen.findByRole('button', { name: 'Notifications' });
    unmount();

    renderBell([]);
    const dialog = await openBell('Notifications');
    expect(await within(dialog).findByText('You have no notifications yet.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('lists newest first, ten at a time, and loads older ones on "Load more" until there are none', async () => {
    const notices = Array.from({ length: 12 }, (_, index) =>
      notice(index * 10, { title: `Notice at ${index}` }),
    );
    const { api } = renderBell([...notices].reverse());
    const dialog = await openBell();
    await within(dialog).findByText('Notice at 0');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(titles(dialog)[0]).toContain('Notice at 0');
    expect(titles(dialog)[9]).toContain('Notice at 9');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await within(dialog).findByText('Notice at 11');
    expect(titles(dialog).map((text) => /Notice at (\d+)/.exec(text ?? '')?.[1])).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index)),
    );
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = api.callsTo('GET /api/notifications').map((call) => new URLSearchParams(call.search));
    expect(pages[0]!.get('limit')).toBe('10');
    expect(pages[0]!.has('before')).toBe(false);
    expect(pages.at(-1)!.get('before')).toBe(`cursor-${notices[9]!.id}`);
  });

  it('marks a notice read when it is opened and follows its link', async () => {
    const report = notice(1, {
      title: 'Your home inspection report is ready',
      link: '/properties/home-inspection?property=p1&home_inspection_id=h1',
    });
    const { api, router } = renderBell([report, notice(2)]);
    const dialog = await openBell('Notifications, 2 unread');
    const link = await within(dialog).findByRole('link', {
      name: /Unread: Your home inspection report is ready/,
    });
    expect(link.getAttribute('href')).toBe('/properties/home-inspection?property=p1&home_inspection_id=h1');

    fireEvent.click(link);

    expect(await screen.findByRole('heading', { name: 'Inspection report page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?property=p1&home_inspection_id=h1');
    await waitFor(() => expect(api.callsTo(`POST /api/notifications/${report.id}/read`)).toHaveLength(1));
  });

  it('marks a notice without a link read in place, and the badge counts down', async () => {
    const plain = notice(1, { title: 'Property added' });
    const { api } = renderBell([plain, notice(2)]);
    const dialog = await openBell('Notifications, 2 unread');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Unread: Property added/ }));

    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(dialog).getByRole('button', { name: /^Property added/ })).toBeTruthy();
    expect(api.callsTo(`POST /api/notifications/${plain.id}/read`)).toHaveLength(1);

    // opening a read notice again asks nothing of the server
    fireEvent.click(within(dialog).getByRole('button', { name: /^Property added/ }));
    expect(api.callsTo(`POST /api/notifications/${plain.id}/read`)).toHaveLength(1);
  });

  it('marks all as read', async () => {
    const { api } = renderBell([notice(1), notice(2), notice(3)]);
    const dialog = await openBell('Notifications, 3 unread');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));

    await screen.findByRole('button', { name: 'Notifications' });
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(within(dialog).queryByText(/Unread:/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('picks up a new notice by polling, without a reload, and does not poll a hidden tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { bff, api } = renderBell([notice(30, { read: true })]);
    await screen.findByRole('button', { name: 'Notifications' });

    bff.notices.push(notice(0, { title: 'Tour confirmed' }));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    focusManager.setFocused(false);
    const before = api.callsTo('GET /api/notifications').length;
    bff.notices.push(notice(0, { title: 'Tour cancelled' }));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 3));
    expect(api.callsTo('GET /api/notifications')).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('works from the keyboard: focus goes into the list, Escape closes it and returns to the bell', async () => {
    renderBell([notice(1, { title: 'Property added' })]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByRole('button', { name: /Property added/ });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // every notice is a native button or link, reachable with Tab and opened with Enter
    for (const control of within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild!))
      expect(['BUTTON', 'A']).toContain(control.tagName);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('says so when the notices cannot be loaded', async () => {
    renderBell([], { failWith: 503 });
    const dialog = await openBell('Notifications');
    // one retry for a 5xx first (the app's query client), then the message
    expect(
      await within(dialog).findByText('Notifications are unavailable right now.', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});
