import type { Notification } from '@api';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './NotificationItem';

const notice: Notification = {
  id: 'n1',
  kind: 'inspection_analyzed',
  title: 'Your home inspection report is ready',
  body: '12 findings, 2 critical',
  subject_id: 'h1',
  read: false,
  created_at: '2026-11-23T10:00:00.000Z',
  link: '/properties/home-inspection?property=p1&home_inspection_id=h1',
};

function renderItem(notification: Notification) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <NotificationItem notification={notification} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a notice', () => {
  it('links its title to the page it is about', () => {
    renderItem(notice);
    const link = screen.getByRole('link', { name: 'Your home inspection report is ready' });
    expect(link.getAttribute('href')).toBe('/properties/home-inspection?property=p1&home_inspection_id=h1');
  });

  it('is plain text without a link, and never links off the app', () => {
    const { unmount } = renderItem({ ...notice, link: null });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    for (const link of ['https://evil.example/phish', '//evil.example/phish']) {
      const { unmount } = renderItem({ ...notice, link });
      expect(screen.queryByRole('link')).toBeNull();
      unmount();
    }
  });
});
