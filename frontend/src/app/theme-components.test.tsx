import { Loader, Menu, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

// The accessibility defaults the theme gives every instance (the browser test's axe run found each missing).
describe('theme component defaults', () => {
  it('names modal close buttons', async () => {
    render(
      <AppProviders>
        <Modal opened onClose={() => undefined} title="Edit" transitionProps={{ duration: 0 }}>
          Body
        </Modal>
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(dialog.querySelector('button[aria-label="Dismiss"]')).not.toBeNull();
  });

  it('makes a loader a status, so its aria-label is allowed and announced', () => {
    render(
      <AppProviders>
        <Loader aria-label="Loading report" />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeTruthy();
  });

  it('gives menus no focusable child other than their items', async () => {
    render(
      <AppProviders>
        <Menu opened transitionProps={{ duration: 0 }}>
          <Menu.Target>
            <button>Actions</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Edit</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AppProviders>,
    );
    const menu = await screen.findByRole('menu');
    const focusable = [...menu.querySelectorAll('[tabindex]')].filter(
      (element) => element.getAttribute('role') !== 'menuitem',
    );
    expect(focusable).toEqual([]);
  });
});
