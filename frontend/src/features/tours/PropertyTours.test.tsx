import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { NO_TOURS, TOURS_UNAVAILABLE } from './PropertyTours';
import { TOUR_CANCELLED_MESSAGE } from './tour-messages';
import { renderPropertyWithTours, testTour } from './tours-test-kit';

// The fixtures' times are fixed, so the page's clock is too: whether a tour still lies ahead depends on it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tourList = () => screen.findByRole('list', { name: 'Tours of this property' });

describe("the property page's tours", () => {
  it('lists each tour with its state: the proposed times while requested, the one time once confirmed', async () => {
    const property = testProperty({ is_listed: true });
    const requested = testTour({
      property_id: property.id,
      time_slots: [
        { label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T15:30:00Z' },
        { label: '12/02/2026 1:00 PM', starts_at: '2026-12-02T19:00:00Z' },
      ],
      contact_phone: '',
    });
    const confirmed = testTour({
      property_id: property.id,
      status: 'confirmed',
      time_slots: [
        { label: '11/30/2026 10:00 AM', starts_at: '2026-11-30T16:00:00Z' },
        { label: '11/30/2026 2:00 PM', starts_at: '2026-11-30T20:00:00Z' },
      ],
      confirmed_slot: { label: '11/30/2026 2:00 PM', starts_at: '2026-11-30T20:00:00Z' },
      confirmed_at: '2026-11-21T15:00:00Z',
    });
    const cancelled = testTour({
      property_id: property.id,
      status: 'cancelled',
      cancelled_at: '2026-11-22T15:00:00Z',
    });
    renderPropertyWithTours(property, { tours: [requested, confirmed, cancelled] });

    const list = await tourList();
    const rows = within(list).getAllByRole('listitem', { name: /^Tour/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Tour Requested',
      'Tour Confirmed',
      'Tour Cancelled',
    ]);
    const [requestedRow, confirmedRow, cancelledRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(requestedRow).getByText('Proposed times (Central Time)')).toBeTruthy();
    expect(within(requestedRow).getByText('12/02/2026 1:00 PM')).toBeTruthy();
    expect(within(requestedRow).getByText('Contact: pat@example.com')).toBeTruthy();
    expect(within(confirmedRow).getByText('Confirmed time (Central Time)')).toBeTruthy();
    expect(within(confirmedRow).getByText('11/30/2026 2:00 PM')).toBeTruthy();
    expect(within(confirmedRow).queryByText('11/30/2026 10:00 AM')).toBeNull();
    // A cancelled tour has nothing left to cancel.
    expect(within(cancelledRow).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(requestedRow).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers no Cancel for a tour whose time has passed', async () => {
    const property = testProperty({ is_listed: true });
    const past = testTour({
      property_id: property.id,
      status: 'confirmed',
      time_slots: [{ label: '11/20/2026 10:00 AM', starts_at: '2026-11-20T16:00:00Z' }],
      confirmed_slot: { label: '11/20/2026 10:00 AM', starts_at: '2026-11-20T16:00:00Z' },
      confirmed_at: '2026-11-18T15:00:00Z',
    });
    const proposedPast = testTour({
      property_id: property.id,
      time_slots: [{ label: '11/21/2026 9:00 AM', starts_at: '2026-11-21T15:00:00Z' }],
    });
    renderPropertyWithTours(property, { tours: [past, proposedPast] });

    const rows = within(await tourList()).getAllByRole('listitem', { name: /^Tour/ });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels only after the confirmation: Keep tour changes nothing, Yes cancels and the row says so', async () => {
    const property = testProperty({ is_listed: true });
    const tour = testTour({ property_id: property.id });
    const { api } = renderPropertyWithTours(property, { tours: [tour] });
    const row = within(await tourList()).getByRole('listitem', { name: 'Tour Requested' });

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel tour' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel tour' })).toBeNull());
    expect(api.callsTo(`POST /api/tours/${tour.id}/cancel`)).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel tour' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel tour' }));
    expect(await screen.findByText(TOUR_CANCELLED_MESSAGE)).toBeTruthy();
    expect(api.callsTo(`POST /api/tours/${tour.id}/cancel`)).toHaveLength(1);
    expect(await within(await tourList()).findByRole('listitem', { name: 'Tour Cancelled' })).toBeTruthy();
  });

  it("shows the server's message when a cancellation is refused", async () => {
    const property = testProperty({ is_listed: true });
    const tour = testTour({ property_id: property.id });
    renderPropertyWithTours(property, {
      tours: [tour],
      extra: {
        [`POST /api/tours/${tour.id}/cancel`]: {
          status: 409,
          body: { error: 'failed_precondition', message: 'The tour is already cancelled' },
        },
      },
    });
    fireEvent.click(within(await tourList()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel tour' })).getByRole('button', {
        name: 'Yes, cancel tour',
      }),
    );
    expect(await screen.findByText('The tour is already cancelled')).toBeTruthy();
  });

  it('says when there are no tours yet', async () => {
    const property = testProperty();
    renderPropertyWithTours(property);
    expect(await screen.findByText(NO_TOURS)).toBeTruthy();
  });

  it('says the tours are unavailable when the list fails (the reason goes to the log)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const property = testProperty();
    renderPropertyWithTours(property, {
      extra: {
        [`GET /api/properties/${property.id}/tours`]: {
          status: 503,
          body: { error: 'unavailable', message: 'Tours are down' },
        },
      },
    });
    expect(await screen.findByText(TOURS_UNAVAILABLE, {}, { timeout: 5000 })).toBeTruthy();
  });
});
