import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { NO_INSPECTOR_PART, renderReportPage, testInspection, testIssue } from './home-inspection-test-kit';
import { inspectorPart } from './SeverityTotals';

const explained = (source: 'inspector' | 'typical' | null, from: number, to: number) => ({
  issue_details: 'Explained.',
  estimated_fix_price_range: { from, to },
  recommended_actions: [],
  cost_source: source,
});

describe('report page, whose cost a range is', () => {
  const wall = testIssue({
    title: 'Retaining wall leaning',
    details: explained('inspector', 1500, 2500),
  });
  const roof = testIssue({ title: 'Roof at end of life', details: explained('typical', 8200, 16300) });
  const old = testIssue({ title: 'Old finding', details: explained(null, 100, 200) });

  it("labels the inspector's own figure as the inspector's estimate, beside the range", async () => {
    renderReportPage(testProperty(), testInspection(), [wall, roof, old]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retaining wall leaning' }));
    const price = await screen.findByText('Estimated fix price: $1,500 - $2,500');
    expect(within(price.parentElement!).getByText("inspector's estimate")).toBeTruthy();
  });

  it('labels a cost table range as the typical cost in your area', async () => {
    renderReportPage(testProperty(), testInspection(), [wall, roof, old]);
    fireEvent.click(await screen.findByRole('button', { name: 'Roof at end of life' }));
    const price = await screen.findByText('Estimated fix price: $8,200 - $16,300');
    expect(within(price.parentElement!).getByText('typical cost in your area')).toBeTruthy();
  });

  it('shows a range whose source is not known without guessing a label', async () => {
    renderReportPage(testProperty(), testInspection(), [wall, roof, old]);
    fireEvent.click(await screen.findByRole('button', { name: 'Old finding' }));
    const price = await screen.findByText('Estimated fix price: $100 - $200');
    expect(within(price.parentElement!).queryByText(/estimate|typical/)).toBeNull();
  });

  it("says in a tier's total how much of it is the inspector's estimates", async () => {
    const report = testInspection({
      severity_totals: {
        ...testInspection().severity_totals,
        major: { count: 3, from: 9700, to: 18800, inspector: { count: 1, from: 1500, to: 2500 } },
        critical: { count: 1, from: 400, to: 600, inspector: { count: 1, from: 400, to: 600 } },
      },
    });
    renderReportPage(testProperty(), report, []);
    const major = await screen.findByRole('group', { name: 'Major total' });
    expect(within(major).getByText('expect $9,700-$18,800')).toBeTruthy();
    expect(within(major).getByText("$1,500-$2,500 from the inspector's estimates")).toBeTruthy();
    const critical = screen.getByRole('group', { name: 'Critical total' });
    expect(within(critical).getByText("all from the inspector's estimates")).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Minor total' })).queryByText(/inspector/)).toBeNull();
  });
});

describe('inspectorPart', () => {
  it('is null when no cost of the tier is the inspector’s', () => {
    expect(inspectorPart({ count: 2, from: 100, to: 200, inspector: NO_INSPECTOR_PART })).toBeNull();
    expect(inspectorPart(undefined)).toBeNull();
  });
});
