import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { PURCHASE_GUIDE_TITLE } from '../purchase-guide/PurchaseGuideModal';
import { SAMPLE_PREVIEW_TITLE } from '../properties/SamplePreviewModal';
import { testTour } from '../tours/tours-test-kit';
import { renderHome, testNotification } from './home-page-test-kit';

const address = (formatted: string) => ({ ...testProperty().address, formatted_address: formatted });

function progressOf(card: HTMLElement): string[] {
  const list = within(card).getByRole('list', { name: 'Progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('home page: a new buyer', () => {
  it("shows the sample property and 'Add my first property', which opens the add form", async () => {
    const sample = testProperty({
      is_sample: true,
      price: 350000,
      address: address('1 Sample Way, Austin, TX'),
    });
    renderHome({ sample });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat' })).toBeTruthy();
    const welcome = await screen.findByRole('region', { name: 'Start with the sample property' });
    const sampleLink = await within(welcome).findByRole('link', { name: '1 Sample Way, Austin, TX' });
    expect(sampleLink.getAttribute('href')).toBe('/properties/sample');
    expect(within(welcome).getByText('$350,000')).toBeTruthy();

    fireEvent.click(within(welcome).getByRole('button', { name: 'Add my first property' }));
    const add = await screen.findByRole('dialog', { name: 'Add a property' });
    expect(within(add).getByRole('button', { name: 'Add Property' })).toBeTruthy();
  });

  it("previews the sample in the product's own sample modal, whose 'Add my first property' opens the form", async () => {
    renderHome({ sample: testProperty({ is_sample: true, address: address('1 Sample Way, Austin, TX') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the sample' }));
    const preview = await screen.findByRole('dialog', { name: SAMPLE_PREVIEW_TITLE });
    fireEvent.click(within(preview).getByRole('button', { name: 'Add my first property' }));
    expect(await screen.findByRole('dialog', { name: 'Add a property' })).toBeTruthy();
  });
});

describe("home page: the purchase guide's next step", () => {
  it('is the first step of the guide for a new buyer', async () => {
    renderHome();
    const guide = await screen.findByRole('region', { name: 'Your next step' });
    expect(within(guide).getByText('Stage 1 of 15: Set your budget')).toBeTruthy();
    expect(within(guide).getByText('Review your income, debts and monthly spending')).toBeTruthy();
  });

  it('skips ticked steps and stages, and opens the guide', async () => {
    renderHome({
      checklist: {
        budget: {
          review_finances: true,
          save_down_payment: true,
          plan_closing_costs: true,
          set_price_range: true,
        },
        mortgage_options: { check_credit_score: true },
      },
    });
    const guide = await screen.findByRole('region', { name: 'Your next step' });
    expect(await within(guide).findByText('Stage 2 of 15: Explore mortgage options')).toBeTruthy();
    expect(within(guide).getByText('Compare conventional, FHA, VA and USDA loans')).toBeTruthy();
    fireEvent.click(within(guide).getByRole('button', { name: 'Open the purchase guide' }));
    expect(await screen.findByRole('dialog', { name: PURCHASE_GUIDE_TITLE })).toBeTruthy();
  });
});

describe('home page: the buyer’s properties', () => {
  it('shows what is done and what is next for each home, with a button to the next step', async () => {
    const listed = testProperty({
      is_listed: true,
      price: 485000,
      address: address('12 Oak St, Austin, TX'),
    });
    const unlocked = testProperty({
      is_unlocked: true,
      home_inspection: 'c0ffee00-0000-4000-8000-000000000001',
      address: address('9 Elm St, Provo, UT'),
      documents: {
        offer_letter: true,
        purchase_agreement: false,
        home_inspection: true,
        has_purchase_agreement_draft: true,
      },
    });
    const tour = testTour({ property_id: listed.id, property_address: '12 Oak St, Austin, TX' });
    renderHome({ properties: [listed, unlocked], tours: [tour] });

    const oak = await screen.findByRole('article', { name: '12 Oak St, Austin, TX' });
    await waitFor(() =>
      expect(progressOf(oak)[0]).toBe('TourIn progress: Requested, waiting for confirmation'),
    );
    expect(progressOf(oak).slice(1)).toEqual([
      'Offer letterTo do: Free, always availableNext',
      'UnlockTo do: $99 once: agreement and inspection',
      'InspectionNot yet available: Unlock the property first',
      'Purchase agreementNot yet available: Unlock the property first',
    ]);
    const write = within(oak).getByRole('link', { name: 'Write the offer letter' });
    expect(write.getAttribute('href')).toBe(`/properties/property-offer-letter?property=${listed.id}`);

    const elm = screen.getByRole('article', { name: '9 Elm St, Provo, UT' });
    expect(progressOf(elm)).toEqual([
      'TourNot yet available: Tours open once the property is listed',
      'Offer letterDone: Completed',
      'UnlockDone: Unlocked',
      'InspectionDone: Report uploaded',
      'Purchase agreementIn progress: Draft in progressNext',
    ]);
    expect(within(elm).getByRole('link', { name: 'Open the purchase agreement' }).getAttribute('href')).toBe(
      `/properties/purchase-agreement?property=${unlocked.id}`,
    );
  });

  it('says so when everything is done for a home', async () => {
    const done = testProperty({
      is_listed: true,
      is_unlocked: true,
      address: address('1 Done Rd, Austin, TX'),
      documents: {
        offer_letter: true,
        purchase_agreement: true,
        home_inspection: true,
        has_purchase_agreement_draft: false,
      },
    });
    const confirmed = testTour({
      property_id: done.id,
      status: 'confirmed',
      confirmed_slot: { label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T15:30:00Z' },
    });
    // The tour happened already: not upcoming any more, still done.
    renderHome({ properties: [done], tours: [], allTours: [confirmed] });
    const card = await screen.findByRole('article', { name: '1 Done Rd, Austin, TX' });
    expect(await within(card).findByText('Everything is done for this property.')).toBeTruthy();
    expect(progressOf(card)[0]).toBe('TourDone: Confirmed: 12/01/2026 9:30 AM');
  });
});

describe('home page: upcoming tours', () => {
  it('lists them with their times in the home’s zone and state, linking to the home', async () => {
    const property = testProperty({ is_listed: true, address: address('12 Oak St, Austin, TX') });
    renderHome({
      properties: [property],
      tours: [
        testTour({
          property_id: property.id,
          property_address: '12 Oak St, Austin, TX',
          time_slots: [
            { label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T15:30:00Z' },
            { label: '12/02/2026 1:00 PM', starts_at: '2026-12-02T19:00:00Z' },
          ],
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Upcoming tours' });
    const list = await within(section).findByRole('list', { name: 'Upcoming tours' });
    expect(within(list).getByRole('link', { name: '12 Oak St, Austin, TX' }).getAttribute('href')).toBe(
      `/properties/${property.id}`,
    );
    expect(within(list).getByText('Requested')).toBeTruthy();
    expect(within(list).getByText('12/01/2026 9:30 AM (Central Time)')).toBeTruthy();
    expect(within(list).getByText('12/02/2026 1:00 PM (Central Time)')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Upcoming tours' });
    expect(await within(section).findByText(/No upcoming tours/)).toBeTruthy();
  });

  it('keeps the rest of the page when GET /api/tours answers 404', async () => {
    const property = testProperty({ is_listed: true, address: address('12 Oak St, Austin, TX') });
    const { api } = renderHome({
      properties: [property],
      tours: { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    const section = await screen.findByRole('region', { name: 'Upcoming tours' });
    expect(await within(section).findByText('Tours are not available right now.')).toBeTruthy();
    const card = screen.getByRole('article', { name: '12 Oak St, Austin, TX' });
    expect(progressOf(card)[0]).toBe('TourTo do: Not scheduled yetNext');
    expect(
      api
        .callsTo('GET /api/tours')
        .map((call) => call.search)
        .sort(),
    ).toEqual(['', '?upcoming=true']);
  });
});

describe('home page: recent notifications', () => {
  it('asks for the newest five and shows them', async () => {
    const notifications = [
      testNotification({ title: 'Tour confirmed', body: 'Your tour of 12 Oak St is confirmed.' }),
      testNotification({ title: 'Property unlocked', read: true }),
    ];
    const { api } = renderHome({ notifications });
    const section = await screen.findByRole('region', { name: 'Recent notifications' });
    expect(await within(section).findByText('Tour confirmed')).toBeTruthy();
    expect(within(section).getByText('Your tour of 12 Oak St is confirmed.')).toBeTruthy();
    expect(within(section).getByText('Property unlocked')).toBeTruthy();
    expect(api.callsTo('GET /api/notifications')[0]!.search).toBe('?limit=5');
  });

  it('marks an unread notification read when it is opened', async () => {
    const unread = testNotification({ title: 'Tour scheduled' });
    const { api } = renderHome({
      notifications: [unread],
      extra: {
        [`POST /api/notifications/${unread.id}/read`]: { body: { notification: { ...unread, read: true } } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Recent notifications' });
    fireEvent.click(await within(section).findByText('Tour scheduled'));
    await waitFor(() => expect(api.callsTo(`POST /api/notifications/${unread.id}/read`)).toHaveLength(1));
  });

  it('shows at most five even when the server sends more', async () => {
    renderHome({
      notifications: Array.from({ length: 7 }, (_, i) =>
        testNotification({ title: `Notification #${i + 1}` }),
      ),
    });
    const section = await screen.findByRole('region', { name: 'Recent notifications' });
    expect(await within(section).findByText('Notification #5')).toBeTruthy();
    expect(within(section).queryByText('Notification #6')).toBeNull();
  });

  it('says when there are none', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Recent notifications' });
    expect(await within(section).findByText("You're all caught up.")).toBeTruthy();
  });

  it('says when they are unavailable, keeping the rest of the page', async () => {
    renderHome({
      extra: { 'GET /api/notifications': { status: 503, body: { error: 'unavailable', message: 'Down' } } },
    });
    const section = await screen.findByRole('region', { name: 'Recent notifications' });
    expect(
      await within(section).findByText('Notifications are unavailable right now.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your next step' })).toBeTruthy();
  });
});
