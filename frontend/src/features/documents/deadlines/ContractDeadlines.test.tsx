import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { AWAITING_ACCEPTANCE, ContractDeadlines } from './ContractDeadlines';
import { deadlinesResponse, NO_AGREEMENT, utahDeadlines } from './deadlines-test-kit';

const PROPERTY_ID = 'property-1';
const PATH = `GET /api/properties/${PROPERTY_ID}/contract-deadlines`;

function renderDeadlines() {
  return renderRoutes(
    [{ path: '/properties/:id', element: <ContractDeadlines propertyId={PROPERTY_ID} /> }],
    `/properties/${PROPERTY_ID}`,
  );
}

/** The timeline entry whose label is `label`. */
function entry(label: string) {
  return screen.getByText(label).closest('.mantine-Timeline-item') as HTMLElement;
}

beforeEach(() => {
  // Only Date is faked: React Query and waitFor keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContractDeadlines', () => {
  it('renders nothing before a purchase agreement is completed', async () => {
    const api = stubApi({ [PATH]: { body: NO_AGREEMENT } });
    const { container } = renderDeadlines();
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(1));
    // Give the answer time to land, then check nothing was drawn for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Contract deadlines' })).toBeNull();
    expect(container.querySelector('.mantine-Timeline-root')).toBeNull();
  });

  it('shows each deadline with its date, 5:00 PM in its zone and the days left, and the calendar link', async () => {
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z')); // 03/02 08:00 in Denver
    stubApi({ [PATH]: { body: deadlinesResponse(utahDeadlines()) } });
    renderDeadlines();

    expect(await screen.findByRole('heading', { name: 'Contract deadlines' })).toBeTruthy();
    expect(
      within(entry('Seller Disclosure Deadline')).getByText('03/09/2026 at 5:00 PM Mountain Time'),
    ).toBeTruthy();
    expect(within(entry('Seller Disclosure Deadline')).getByText('7 days left')).toBeTruthy();
    expect(
      within(entry('Due Diligence Deadline')).getByText('03/12/2026 at 5:00 PM Mountain Time'),
    ).toBeTruthy();
    expect(within(entry('Due Diligence Deadline')).getByText('10 days left')).toBeTruthy();
    expect(within(entry('Financing & Appraisal Deadline')).getByText('30 days left')).toBeTruthy();
    expect(
      within(entry('Settlement Deadline')).getByText('04/15/2026 at 5:00 PM Mountain Time'),
    ).toBeTruthy();
    expect(within(entry('Settlement Deadline')).getByText('44 days left')).toBeTruthy();

    const calendar = screen.getByRole('link', { name: /add to calendar/i });
    expect(calendar.getAttribute('href')).toBe(`/api/properties/${PROPERTY_ID}/contract-deadlines.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('marks a deadline passed from 5:00 PM of its day, the next one still counting', async () => {
    vi.setSystemTime(new Date('2026-03-12T23:00:00Z')); // 03/12 5:00 PM in Denver (daylight time)
    stubApi({ [PATH]: { body: deadlinesResponse(utahDeadlines()) } });
    renderDeadlines();

    await screen.findByRole('heading', { name: 'Contract deadlines' });
    expect(within(entry('Seller Disclosure Deadline')).getByText('passed')).toBeTruthy();
    expect(within(entry('Due Diligence Deadline')).getByText('passed')).toBeTruthy();
    expect(within(entry('Financing & Appraisal Deadline')).getByText('20 days left')).toBeTruthy();
  });

  it('says when a deadline does not apply or has no date, without counting days for it', async () => {
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
    const deadlines = utahDeadlines({
      financing_appraisal: { applies: false, date: null, basis: 'No financing or appraisal condition' },
      settlement: { date: null, time_zone: null, basis: 'No closing date given' },
    });
    stubApi({ [PATH]: { body: deadlinesResponse(deadlines) } });
    renderDeadlines();

    await screen.findByRole('heading', { name: 'Contract deadlines' });
    const financing = entry('Financing & Appraisal Deadline');
    expect(within(financing).getByText('Not applicable in this agreement')).toBeTruthy();
    expect(within(financing).queryByText(/left|passed/)).toBeNull();
    const settlement = entry('Settlement Deadline');
    expect(within(settlement).getByText('Date not set')).toBeTruthy();
    expect(within(settlement).getByText('No closing date given')).toBeTruthy();
    expect(within(settlement).queryByText(/left|passed/)).toBeNull();
  });

  it('says how a deadline counted from Acceptance gets its date, and states the day-count rule', async () => {
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
    const deadlines = utahDeadlines({
      seller_disclosure: { date: null, basis: '7 days after Acceptance' },
      due_diligence: { date: null, basis: '14 days after Acceptance' },
    }).filter((deadline) => deadline.key !== 'financing_appraisal');
    stubApi({ [PATH]: { body: deadlinesResponse(deadlines) } });
    renderDeadlines();

    await screen.findByRole('heading', { name: 'Contract deadlines' });
    const dueDiligence = entry('Due Diligence Deadline');
    expect(within(dueDiligence).getByText(AWAITING_ACCEPTANCE)).toBeTruthy();
    expect(within(dueDiligence).getByText('14 days after Acceptance')).toBeTruthy();
    expect(within(dueDiligence).queryByText(/left|passed/)).toBeNull();
    expect(screen.queryByText('Financing & Appraisal Deadline')).toBeNull();
    expect(
      screen.getByText(
        /Counted in calendar days from Acceptance .* each ends at 5:00 PM Mountain Time on its date\./,
      ),
    ).toBeTruthy();
  });

  it('shows the time without a zone when the agreement gives none (the property local time)', async () => {
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
    stubApi({ [PATH]: { body: deadlinesResponse(utahDeadlines({ due_diligence: { time_zone: null } })) } });
    renderDeadlines();

    expect(await screen.findByText('03/12/2026 at 5:00 PM')).toBeTruthy();
  });
});
