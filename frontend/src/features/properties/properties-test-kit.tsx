// Shared set-up of the property screens' tests: the routes as the app mounts them and a fake BFF holding a list.
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { vi } from 'vitest';
import { stubApi, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { PropertiesPage } from './PropertiesPage';
import { PropertyDetailPage } from './PropertyDetailPage';
import { PropertySearchInput } from './PropertySearchInput';
import { propertyCardSchema, type Property } from '@api';
import { SamplePropertyPage } from './SamplePropertyPage';

// The list's search box lives in the main layout, so the screens are mounted under a layout that has it.
export const propertyRoutes = [
  {
    element: (
      <>
        <PropertySearchInput />
        <Outlet />
      </>
    ),
    children: [
      { path: '/properties', element: <PropertiesPage /> },
      { path: '/properties/sample', element: <SamplePropertyPage /> },
      { path: '/properties/:id', element: <PropertyDetailPage /> },
    ],
  },
];

type Routes = Parameters<typeof stubApi>[0];

/** A BFF answering the list and each property's detail, plus `extra` routes; no street view image by default. */
export function renderWithProperties(properties: Property[], extra: Routes = {}, path = '/properties') {
  const detailRoutes = Object.fromEntries(
    properties.map((property): [string, StubReply] => [
      `GET /api/properties/${property.id}`,
      { body: { property } },
    ]),
  );
  const api = stubApi({
    // The list answers cards, as the BFF does: only the fields a card and its dialogs read.
    'GET /api/properties': { body: { properties: properties.map((p) => propertyCardSchema.parse(p)) } },
    'POST /api/property/streetview': { body: { street_view_image_url: null, street_view_link: null } },
    ...detailRoutes,
    ...extra,
  });
  const view = renderRoutes(propertyRoutes, path);
  return { api, ...view };
}

export function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export async function findCard(name: RegExp | string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

/** Opens a property's ••• menu and returns the labels of its items. */
export async function openMenu(address: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${address}` }));
  // jsdom lays nothing out, so the popover's positioning reports its anchor hidden and hides the dropdown.
  const menu = await screen.findByRole('menu', { hidden: true });
  const items = await within(menu).findAllByRole('menuitem', { hidden: true });
  return items.map((item) => item.textContent ?? '');
}

export async function chooseMenuItem(address: string, item: string): Promise<void> {
  await openMenu(address);
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}
