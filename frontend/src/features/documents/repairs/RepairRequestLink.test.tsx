import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../../test/property-fixture';
import { NO_AGREEMENT } from '../deadlines/deadlines-test-kit';
import {
  NO_INSPECTOR_PART,
  renderReportPage,
  testInspection,
} from '../../home-inspection/home-inspection-test-kit';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const property = testProperty({ is_unlocked: true });
const deadlines = { [`GET /api/properties/${property.id}/contract-deadlines`]: { body: NO_AGREEMENT } };

describe("the inspection report's way to the purchase agreement", () => {
  it("links a report with critical or major findings to the agreement's repairs step", async () => {
    renderReportPage(property, testInspection({ property_id: property.id }), [], deadlines);
    const link = await screen.findByRole(
      'link',
      { name: 'Add them to your purchase agreement' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe(
      `/properties/purchase-agreement?property=${property.id}&form=property-condition-and-disclosure`,
    );
  });

  it('offers nothing to ask for when the report has no critical or major findings', async () => {
    const none = { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART };
    const quiet = testInspection({
      property_id: property.id,
      severity_totals: { ...testInspection().severity_totals, critical: none, major: none },
    });
    renderReportPage(property, quiet, [], deadlines);
    // The link renders beside the totals, in the same report body.
    await screen.findByRole('group', { name: 'Critical total' }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Ask the seller' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add them to your purchase agreement' })).toBeNull();
  });
});
