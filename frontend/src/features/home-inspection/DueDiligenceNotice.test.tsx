import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { deadlinesResponse, NO_AGREEMENT, utahDeadlines } from '../documents/deadlines/deadlines-test-kit';
import { renderReportPage, testInspection } from './home-inspection-test-kit';

const SEVERITY_SECTION = { name: 'Critical total' };

function renderWithDeadlines(body: unknown) {
  const property = testProperty({ is_unlocked: true });
  const view = renderReportPage(property, testInspection({ property_id: property.id }), [], {
    [`GET /api/properties/${property.id}/contract-deadlines`]: { body },
  });
  return { ...view, deadlinesPath: `GET /api/properties/${property.id}/contract-deadlines` };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('report page, due diligence deadline', () => {
  it('says when due diligence ends and how many days are left to ask for repairs or credits', async () => {
    vi.setSystemTime(new Date('2026-03-05T16:00:00Z')); // 03/05 09:00 in Denver
    renderWithDeadlines(deadlinesResponse(utahDeadlines()));

    expect(
      await screen.findByText(
        'Due diligence ends 03/12/2026 at 5:00 PM Mountain Time (7 days left): ask for repairs or credits before then.',
      ),
    ).toBeTruthy();
  });

  it('says the time to ask has passed once the deadline is over', async () => {
    vi.setSystemTime(new Date('2026-03-13T15:00:00Z'));
    renderWithDeadlines(deadlinesResponse(utahDeadlines()));

    expect(await screen.findByText('Due diligence has ended')).toBeTruthy();
    expect(screen.queryByText(/ask for repairs or credits before then/)).toBeNull();
  });

  it('shows nothing about deadlines without a completed purchase agreement', async () => {
    vi.setSystemTime(new Date('2026-03-05T16:00:00Z'));
    const { api, deadlinesPath } = renderWithDeadlines(NO_AGREEMENT);

    await screen.findByRole('group', SEVERITY_SECTION);
    await waitFor(() => expect(api.callsTo(deadlinesPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/due diligence/i)).toBeNull();
  });

  it('shows nothing when the agreement gives no due diligence date', async () => {
    vi.setSystemTime(new Date('2026-03-05T16:00:00Z'));
    const { api, deadlinesPath } = renderWithDeadlines(
      deadlinesResponse(utahDeadlines({ due_diligence: { date: null } })),
    );

    await screen.findByRole('group', SEVERITY_SECTION);
    await waitFor(() => expect(api.callsTo(deadlinesPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/due diligence/i)).toBeNull();
  });
});
