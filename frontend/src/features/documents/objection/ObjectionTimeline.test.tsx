import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObjectionDeadline } from '@api';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { NO_AGREEMENT } from '../deadlines/deadlines-test-kit';
import { ObjectionTimeline } from './ObjectionTimeline';

const PROPERTY_ID = 'b1c4a8de-0000-4000-8000-00000000aaaa';
const PATH = `GET /api/properties/${PROPERTY_ID}/contract-deadlines`;

const step = (key: ObjectionDeadline['key'], label: string, date: string): ObjectionDeadline => ({
  key,
  label,
  date,
  time: '5:00 PM',
  time_zone: 'America/Denver',
  applies: true,
  basis: `${label} basis`,
});

function renderTimeline() {
  return renderRoutes(
    [{ path: '/properties/:id', element: <ObjectionTimeline propertyId={PROPERTY_ID} /> }],
    `/properties/${PROPERTY_ID}`,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ObjectionTimeline', () => {
  it('shows nothing before an objection is written', async () => {
    const api = stubApi({ [PATH]: { body: NO_AGREEMENT } });
    renderTimeline();
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Due diligence objection' })).toBeNull();
  });

  it('follows the objection: sent, the seller response due and the resolution deadline, with the days left', async () => {
    vi.setSystemTime(new Date('2026-03-05T15:00:00Z')); // 03/05 08:00 in Denver
    stubApi({
      [PATH]: {
        body: {
          ...NO_AGREEMENT,
          objection_id: 'ob1ec710-0000-4000-8000-000000000001',
          objection_deadlines: [
            step('objection_sent', 'Objection sent', '2026-03-04'),
            step('seller_response', "Seller's response due", '2026-03-07'),
            step('resolution', 'Resolution deadline', '2026-03-12'),
          ],
        },
      },
    });
    renderTimeline();
    const section = await screen.findByRole('region', { name: 'Due diligence objection' });
    const items = section.querySelectorAll('.mantine-Timeline-item');
    expect([...items].map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Objection sent',
      "Seller's response due",
      'Resolution deadline',
    ]);
    expect(within(items[0] as HTMLElement).getByText('passed')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('03/07/2026 at 5:00 PM Mountain Time')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2 days left')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('7 days left')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open the objection' }).getAttribute('href')).toBe(
      `/properties/due-diligence-objection?property=${PROPERTY_ID}`,
    );
    // No agreement completed here: the calendar file (the objection's steps) is offered with the timeline.
    expect(
      within(section)
        .getByRole('link', { name: /Add to calendar/ })
        .getAttribute('href'),
    ).toBe(`/api/properties/${PROPERTY_ID}/contract-deadlines.ics`);
    expect(within(section).getByText(/each step ends at 5:00 PM Mountain Time on its date/)).toBeTruthy();
  });
});
