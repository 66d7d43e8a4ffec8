import type { Finding, IssueDetails } from '../report';
import { findingCost, withLabelledCost } from './finding-cost';

// An engine's own range (the OpenAI engine's) has no source the buyer could check: the range shown is always the
// inspector's or the cost table's, labelled.

const engineDetails: IssueDetails = {
  issue_details: 'The shingles are worn out.',
  estimated_fix_price_range: { from: 1, to: 99999 },
  recommended_actions: ['Get a roofer.'],
};
const finding = (description: string, severity: Finding['severity'] = 'major'): Finding => ({
  title: 'Roof covering at the end of its life',
  description,
  severity,
});

describe('withLabelledCost', () => {
  it("replaces an engine's unlabelled range with the cost table's for the property's state", () => {
    const f = finding('The roof covering is past the end of its service life; replace the roof.');
    const labelled = withLabelledCost(engineDetails, f, 'CA');
    const table = findingCost(f, 'CA')!;
    expect(labelled).toMatchObject({
      issue_details: engineDetails.issue_details,
      recommended_actions: engineDetails.recommended_actions,
      estimated_fix_price_range: { from: table.estimate.from, to: table.estimate.to },
      cost_source: 'typical',
    });
    expect(labelled.estimated_fix_price_range).not.toEqual(engineDetails.estimated_fix_price_range);
  });

  it("uses the inspector's own figure when the report gives one", () => {
    const f = finding('The roof covering is worn out; budget $9,000 to $12,000 to replace it.');
    expect(withLabelledCost(engineDetails, f)).toMatchObject({
      estimated_fix_price_range: { from: 9000, to: 12000 },
      cost_source: 'inspector',
    });
  });

  it('shows no range for an informational finding, and keeps details that already say whose range they hold', () => {
    expect(withLabelledCost(engineDetails, finding('The roof is a gable.', 'informational'))).toMatchObject({
      estimated_fix_price_range: null,
    });
    const labelled = { ...engineDetails, cost_source: 'inspector' as const };
    expect(withLabelledCost(labelled, finding('anything'))).toBe(labelled);
  });
});
