import type { Notification } from '@api';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

function renderItem(notification: Notification, onOpen = vi.fn()) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <NotificationItem notification={notification} onOpen={onOpen} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onOpen;
}

describe('a notice', () => {
  it('is a link to the page it is about, named by its title and body, and tells when opened', () => {
    const onOpen = renderItem(notice);
    const link = screen.getByRole('link', {
      name: /Unread: Your home inspection report is ready.*12 findings/,
    });
    expect(link.getAttribute('href')).toBe('/properties/home-inspection?property=p1&home_inspection_id=h1');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(notice);
  });

  it('says "Unread" to screen readers only while unread', () => {
    renderItem({ ...notice, read: true });
    expect(screen.getByRole('link').textContent).not.toContain('Unread');
  });

  it('is a button without a link, and never links off the app', () => {
    for (const link of [null, 'https://evil.example/phish', '//evil.example/phish']) {
      const onOpen = renderItem({ ...notice, link });
      expect(screen.queryByRole('link')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: /Your home inspection report is ready/ }));
      expect(onOpen).toHaveBeenCalledTimes(1);
      document.body.innerHTML = '';
    }
  });
});
