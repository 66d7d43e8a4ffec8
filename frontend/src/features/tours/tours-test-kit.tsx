// Shared set-up of the tour tests: tours in the BFF's shape, and a fake BFF at fetch level that keeps the tours a
// test schedules or cancels, so the property page shows what the modal sent.
import { fireEvent, screen, within } from '@testing-library/react';
import type { Property } from '@api';
import { signedInUser, stubApi, type StubCall, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { PropertyDetailPage } from '../properties/PropertyDetailPage';
import type { ScheduleTourRequest, Tour } from './tours-contract';
import { TourConfirmPage } from './TourConfirmPage';

export const tourRoutes = [
  { path: '/properties/:id', element: <PropertyDetailPage /> },
  { path: '/tours/confirm', element: <TourConfirmPage /> },
];

let counter = 0;

export function testTour(overrides: Partial<Tour> = {}): Tour {
  counter += 1;
  return {
    id: `70c00000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    property_id: 'property-1',
    property_address: '12 Oak St, Austin, TX 78701',
    time_zone: 'America/Chicago',
    time_zone_label: 'Central Time',
    time_slots: [{ label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T15:30:00Z' }],
    status: 'requested',
    confirmed_slot: null,
    contact_email: 'pat@example.com',
    contact_phone: '(512) 555-0123',
    contact_name: 'Pat Van Doe',
    created_at: '2026-11-20T15:00:00Z',
    confirmed_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

type Routes = Parameters<typeof stubApi>[0];
type ScheduleReply = (request: ScheduleTourRequest) => StubReply | Promise<StubReply>;

/** Answers a schedule request as the BFF would: 201 with the tour, which the property's list then shows. */
function acceptTour(tours: Tour[], property: Property): ScheduleReply {
  return (request) => {
    const tour = testTour({
      property_id: property.id,
      time_slots: request.time_slots.map((label) => ({ label, starts_at: '2026-12-01T15:30:00Z' })),
      contact_email: request.contact_email,
      contact_phone: request.contact_phone,
      contact_name: request.contact_name,
    });
    tours.unshift(tour);
    return { status: 201, body: { tour } };
  };
}

/**
 * The property page of `property` for a signed-in buyer, with its `tours`; `schedule` replaces the BFF's answer to
 * POST /api/property/schedule-tour (by default it accepts and stores the tour).
 */
export function renderPropertyWithTours(
  property: Property,
  options: { tours?: Tour[]; schedule?: ScheduleReply; extra?: Routes } = {},
) {
  const tours = options.tours ?? [];
  const schedule = options.schedule ?? acceptTour(tours, property);
  const api = stubApi({
    // guided_tour_done: the user schema is gaining it in this issue; done, so the guided tour stays out of the way.
    'GET /api/me': { body: { user: { ...signedInUser, guided_tour_done: true } } },
    [`GET /api/properties/${property.id}`]: { body: { property } },
    'POST /api/property/streetview': {
      body: { street_view_image_url: null, street_view_link: 'https://maps.example/streetview' },
    },
    [`GET /api/properties/${property.id}/documents`]: { body: { documents: [] } },
    [`GET /api/properties/${property.id}/tours`]: () => ({ body: { tours: [...tours] } }),
    'GET /api/notifications': { body: { notifications: [] } },
    'POST /api/property/schedule-tour': (call: StubCall) => schedule(call.body as ScheduleTourRequest),
    ...Object.fromEntries(
      tours.map((tour): [string, () => StubReply] => [
        `POST /api/tours/${tour.id}/cancel`,
        () => {
          const cancelled = { ...tour, status: 'cancelled' as const, cancelled_at: '2026-11-23T16:00:00Z' };
          tours.splice(tours.indexOf(tour), 1, cancelled);
          return { body: { tour: cancelled } };
        },
      ]),
    ),
    ...options.extra,
  });
  const view = renderRoutes(tourRoutes, `/properties/${property.id}`);
  return { api, tours, ...view };
}

/** Opens Tools on the property page, then the tour modal; returns the modal. */
export async function openTourModal(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Tools' }));
  const tools = await screen.findByRole('dialog', { name: /Oak St/ });
  fireEvent.click(within(tools).getByRole('button', { name: 'Schedule tour' }));
  return screen.findByRole('dialog', { name: 'Schedule a tour' });
}

export function slotGroup(modal: HTMLElement, index: number): HTMLElement {
  return within(modal).getByRole('group', { name: `Time slot ${index}` });
}

/** Types a date as the buyer would and leaves the field, as the picker then shows it. */
export function pickDate(modal: HTMLElement, slot: number, date: string) {
  const input = within(slotGroup(modal, slot)).getByLabelText('Date');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.blur(input);
}

export function pickTime(modal: HTMLElement, slot: number, time: string) {
  fireEvent.change(within(slotGroup(modal, slot)).getByLabelText('Time'), { target: { value: time } });
}

export function stepHeader(modal: HTMLElement, name: 'Time' | 'Contact'): HTMLElement {
  // The header reads its number first ("1 Time Pick up to 3 times"), or a check mark once the step is behind.
  return within(modal).getByRole('button', { name: new RegExp(`^\\d?\\s*${name}`) });
}
