import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { SAMPLE_TOUR_NOT_SENT } from '../tours/ScheduleTourModal';
import { pickDate, pickTime, stepHeader } from '../tours/tours-test-kit';
import { LOOKUP_MESSAGES, LookupMessage, ROTATE_EVERY_MS } from './LookupMessage';
import { renderWithProperties } from './properties-test-kit';
import { SAMPLE_INSPECTION_NOTE } from './SampleInspectionModal';
import { SAMPLE_BANNER } from './SamplePropertyPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/properties/sample', () => {
  it('shows the sample under the black banner and goes back to the list', async () => {
    const sample = testProperty({
      is_sample: true,
      price: 350000,
      address: { ...testProperty().address, formatted_address: '1 Sample Way, Austin, TX 78701' },
    });
    // Pages of another site (or other test files) in the browser's history must not make Back leave the app or do
    // nothing: opened directly, the sample's Back goes to the list.
    window.history.pushState({}, '', '/somewhere-else');
    window.history.pushState({}, '', '/and-another');
    const { api, router } = renderWithProperties(
      [],
      { 'GET /api/properties/sample': { body: { property: sample } } },
      '/properties/sample',
    );
    expect(await screen.findByText(SAMPLE_BANNER)).toBe(
      screen.getByText("You're looking at a sample property"),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '1 Sample Way, Austin, TX 78701' }),
    ).toBeTruthy();
    expect(screen.getByText('$350,000')).toBeTruthy();
    // The sample is shown as it is: no street view lookup for it.
    expect(api.callsTo('POST /api/property/streetview')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });
});

// The sample as the BFF answers it: listed and unlocked, so every tool is there to try.
const sample = () =>
  testProperty({
    id: 'sample',
    is_sample: true,
    is_listed: true,
    is_unlocked: true,
    price: 625000,
    address: { ...testProperty().address, formatted_address: '1250 E Sample Ave, Salt Lake City, UT 84105' },
  });

function renderSample() {
  return renderWithProperties(
    [],
    {
      'GET /api/properties/sample': { body: { property: sample() } },
      'GET /api/me': { body: { user: { ...signedInUser, guided_tour_done: true } } },
    },
    '/properties/sample',
  );
}

async function openTools(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Tools' }));
  return screen.findByRole('dialog', { name: /Sample Ave/ });
}

describe("the sample's tools", () => {
  it('offers every tool unlocked: tour, offer letter, purchase agreement and inspection', async () => {
    renderSample();
    const tools = await openTools();
    for (const tool of ['Schedule tour', 'Offer letter', 'Purchase agreement', 'Home inspection'])
      expect(within(tools).getByRole('group', { name: tool })).toBeTruthy();
    expect(within(tools).queryByText('Locked')).toBeNull();
    expect(within(tools).queryByRole('button', { name: 'Unlock for $99' })).toBeNull();
    // The editors take property=sample and save nothing.
    const offerLetter = within(tools).getByRole('group', { name: 'Offer letter' });
    expect(within(offerLetter).getByRole('link', { name: 'Create' }).getAttribute('href')).toBe(
      '/properties/property-offer-letter?property=sample',
    );
  });

  it('runs the tour modal through both steps, then says nothing was sent (no request)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    const { api } = renderSample();
    const tools = await openTools();
    fireEvent.click(within(tools).getByRole('button', { name: 'Schedule tour' }));
    const modal = await screen.findByRole('dialog', { name: 'Schedule a tour' });
    pickDate(modal, 1, '12/01/2026');
    pickTime(modal, 1, '9:30 AM');
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.change(within(modal).getByLabelText('Phone number'), { target: { value: '8015550142' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Schedule tour' }));

    expect(await within(modal).findByText(SAMPLE_TOUR_NOT_SENT)).toBeTruthy();
    expect(within(modal).getByText('This is the sample property')).toBeTruthy();
    expect(screen.queryByText('Your tour is scheduled.')).toBeNull();
    expect(api.callsTo('POST /api/property/schedule-tour')).toEqual([]);
  });

  it("explains that reports are analyzed for the buyer's own properties instead of uploading", async () => {
    const { api } = renderSample();
    const tools = await openTools();
    const inspection = within(tools).getByRole('group', { name: 'Home inspection' });
    fireEvent.click(within(inspection).getByRole('button', { name: 'Analyze' }));

    const info = await screen.findByRole('dialog', { name: 'Where to get a report?' });
    expect(within(info).getByText(SAMPLE_INSPECTION_NOTE)).toBeTruthy();
    expect(within(info).getByText(/licensed home inspector/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Upload your inspection report' })).toBeNull();
    fireEvent.click(within(info).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Where to get a report?' })).toBeNull());
    // Nothing about the sample's inspections was asked of the BFF.
    expect(api.calls.filter((call) => call.path.includes('inspection'))).toEqual([]);
  });
});

describe('waiting message', () => {
  it('rotates every 5 seconds', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <LookupMessage />
      </MantineProvider>,
    );
    expect(ROTATE_EVERY_MS).toBe(5000);
    expect(screen.getByText(LOOKUP_MESSAGES[0]!)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(LOOKUP_MESSAGES[0]!)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(LOOKUP_MESSAGES[1]!)).toBeTruthy();
  });
});
