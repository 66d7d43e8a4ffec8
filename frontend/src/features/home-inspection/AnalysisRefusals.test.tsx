// The analyzer's refusals the buyer must read the reason of (its LLM budgets and retry limit), shown in the server's
// words rather than the spec's generic 'Please try again.'.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { renderReportPage, testInspection, testIssue } from './home-inspection-test-kit';

const DAILY_LIMIT = "You have reached today's analysis limit; try again tomorrow.";

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refusals on budget and retries', () => {
  it("says today's analysis limit in the server's words when a finding's details are refused for it", async () => {
    const attic = testIssue({ title: 'Attic ventilation inadequate' });
    renderReportPage(testProperty(), testInspection(), [attic], {
      'POST /api/property/home-inspection-issue': {
        status: 429,
        body: { error: 'too_many_requests', message: DAILY_LIMIT },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Attic ventilation inadequate' }));
    expect(await screen.findByText(DAILY_LIMIT)).toBeTruthy();
    expect(screen.getByText('Request failed')).toBeTruthy();
    expect(screen.queryByText('Please try again.')).toBeNull();
  });

  it("keeps 'Please try again.' for a failure that trying again may fix", async () => {
    const attic = testIssue({ title: 'Attic ventilation inadequate' });
    renderReportPage(testProperty(), testInspection(), [attic], {
      'POST /api/property/home-inspection-issue': {
        status: 503,
        body: { error: 'unavailable', message: 'Down' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Attic ventilation inadequate' }));
    expect(await screen.findByText('Please try again.')).toBeTruthy();
    expect(screen.queryByText('Down')).toBeNull();
  });

  it("shows a budget failure's reason, and why 'Try again' was refused", async () => {
    const spent =
      'This report has used all of its retries, so it cannot be analyzed again. Please contact support.';
    const failed = testInspection({
      status: 'failed',
      structured_data: null,
      analyzed_at: null,
      failure_reason: DAILY_LIMIT,
    });
    renderReportPage(testProperty(), failed, [], {
      'POST /api/property/home-inspection-analyze': {
        status: 409,
        body: { error: 'conflict', message: spent },
      },
    });
    expect(await screen.findByText(DAILY_LIMIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(spent)).toBeTruthy();
  });
});
