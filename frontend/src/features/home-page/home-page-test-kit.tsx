// Shared set-up of the home page's tests: the page as the app mounts it, for a signed-in buyer, with a fake BFF at
// fetch level holding their properties, tours and notifications.
import { propertyCardSchema, type Notification, type Property, type PurchaseChecklist } from '@api';
import { signedInUser, stubApi, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { PropertyDetailPage } from '../properties/PropertyDetailPage';
import { SamplePropertyPage } from '../properties/SamplePropertyPage';
import type { Tour } from '../tours/tours-contract';
import { HomePage } from './HomePage';

export const homeRoutes = [
  { path: '/', element: <HomePage /> },
  { path: '/properties/sample', element: <SamplePropertyPage /> },
  { path: '/properties/:id', element: <PropertyDetailPage /> },
  { path: '/properties/property-offer-letter', element: <p>Offer letter editor</p> },
];

let counter = 0;

export function testNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `0e000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    kind: 'tour.confirmed',
    title: `Notification ${counter}`,
    body: 'Something happened.',
    subject_id: 'subject',
    read: false,
    created_at: '2026-11-20T15:00:00Z',
    link: null,
    ...overrides,
  };
}

interface HomeData {
  properties?: Property[];
  sample?: Property;
  /** The upcoming tours, or a reply for GET /api/tours (the tours API may not be there: a 404). */
  tours?: Tour[] | StubReply;
  /** Every tour, past ones included (GET /api/tours without `upcoming`); the upcoming ones by default. */
  allTours?: Tour[];
  notifications?: Notification[];
  checklist?: PurchaseChecklist;
  extra?: Parameters<typeof stubApi>[0];
}

export function renderHome(data: HomeData = {}) {
  const tours = data.tours ?? [];
  const api = stubApi({
    'GET /api/me': { body: { user: { ...signedInUser, purchase_checklist: data.checklist ?? {} } } },
    'GET /api/properties': {
      body: { properties: (data.properties ?? []).map((p) => propertyCardSchema.parse(p)) },
    },
    ...(data.sample && { 'GET /api/properties/sample': { body: { property: data.sample } } }),
    'GET /api/tours': (call) => {
      if (!Array.isArray(tours)) return tours;
      const upcoming = new URLSearchParams(call.search).get('upcoming') === 'true';
      return { body: { tours: upcoming ? tours : (data.allTours ?? tours) } };
    },
    'GET /api/notifications': {
      body: { notifications: data.notifications ?? [], unread_count: 0, next_cursor: null },
    },
    'POST /api/property/streetview': { body: { street_view_image_url: null, street_view_link: null } },
    ...data.extra,
  });
  return { api, ...renderRoutes(homeRoutes, '/') };
}
