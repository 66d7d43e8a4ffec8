import type { Finding } from '../report';
import { explainFinding, priceOf } from './details';

const finding = (over: Partial<Finding>): Finding => ({
  title: 'Item',
  description: 'Something is wrong.',
  severity: 'moderate',
  ...over,
});

describe('explainFinding', () => {
  const gfci = finding({
    title: 'No GFCI Protection at Kitchen Counter',
    description:
      'Two receptacles at the kitchen counter are not GFCI protected. Ground fault protection reduces the risk of shock.',
    severity: 'critical',
    trade: 'licensed electrician',
    costKey: 'gfci',
    section: 'Electrical Systems: Branch Circuits',
  });

  it('says what it is, why it matters and how urgent it is, with the cost source', () => {
    const d = explainFinding(gfci);
    expect(d.issue_details).toMatch(
      /^No GFCI Protection at Kitchen Counter \(Electrical Systems: Branch Circuits\)\./,
    );
    expect(d.issue_details).toMatch(/Why it matters: .*electrocute/);
    expect(d.issue_details).toMatch(/Urgency: high/);
    expect(d.issue_details).toMatch(/Typical cost in the US of GFCI protection .*Porch \(140-168 each\)/);
    expect(d.cost_source).toBe('typical');
  });

  it('scales the range by the count in the description', () => {
    expect(explainFinding(gfci).estimated_fix_price_range).toEqual({ from: 280, to: 340 });
    expect(explainFinding(gfci).issue_details).toMatch(/for 2 receptacles/);
  });

  it('tells the buyer whom to call and to settle it with the seller before the due-diligence deadline', () => {
    const actions = explainFinding(gfci).recommended_actions.join('\n');
    expect(actions).toMatch(/licensed electrician/);
    expect(actions).toMatch(/due-diligence deadline/);
    expect(actions).toMatch(/credit you the cost \(about \$280-\$340\)/);
  });

  it('has no price for informational items', () => {
    const info = explainFinding(
      finding({ severity: 'informational', description: 'The attic was not entered.' }),
    );
    expect(info.estimated_fix_price_range).toBeNull();
    expect(info.cost_source).toBeUndefined();
    expect(info.issue_details).not.toMatch(/cost/i);
  });

  it("uses the inspector's estimate when the finding has one, before any table row", () => {
    const roof = finding({
      title: 'Roof at end of life',
      description: 'The roof covering is past its service life. Budget $11,000-$13,500 for replacement.',
      severity: 'major',
      costKey: 'roof-replacement',
      state: 'CA',
    });
    const d = explainFinding(roof);
    expect(d.estimated_fix_price_range).toEqual({ from: 11000, to: 13500 });
    expect(d.cost_source).toBe('inspector');
    expect(d.issue_details).toMatch(/Inspector's estimate: \$11,000-\$13,500/);
    expect(d.recommended_actions.join(' ')).toMatch(/about \$11,000-\$13,500/);
    // a figure parsed at analysis time wins over the text
    expect(
      explainFinding({ ...roof, inspectorEstimate: { from: 9000, to: 9000 } }).estimated_fix_price_range,
    ).toEqual({ from: 9000, to: 9000 });
  });

  it("prices the table's range for the property's state", () => {
    const national = explainFinding(gfci).estimated_fix_price_range!;
    const hawaii = explainFinding({ ...gfci, state: 'HI' });
    expect(hawaii.estimated_fix_price_range).toEqual({
      from: Math.round((national.from * 1.086) / 10) * 10,
      to: Math.round((national.to * 1.086) / 10) * 10,
    });
    expect(hawaii.issue_details).toMatch(/Typical cost in Hawaii of GFCI protection/);
    expect(explainFinding(gfci, 'Arkansas').estimated_fix_price_range!.to).toBeLessThan(national.to);
  });

  it('gives a finding no row fits the labelled fallback of its trade', () => {
    const d = explainFinding(
      finding({
        title: 'Gas odor at the range connector',
        description: 'A gas odor was noted at the range connector.',
        severity: 'critical',
        trade: 'licensed plumber',
      }),
    );
    expect(d.estimated_fix_price_range).not.toBeNull();
    expect(d.cost_source).toBe('typical');
    expect(d.issue_details).toMatch(
      /Typical cost in the US of a plumbing repair of this kind: .*no specific entry .*middle of its costly repairs by the same trade/,
    );
  });

  it('matches a cost row for findings stored without a key', () => {
    expect(
      priceOf(finding({ title: 'Dryer vent clogged', description: 'Lint blocks the dryer vent.' })),
    ).toEqual({ from: 100, to: 200, source: 'typical' });
  });

  it('gives maintenance advice, not negotiation, for minor items', () => {
    const d = explainFinding(
      finding({
        title: 'Door sticks',
        description: 'The bedroom door sticks.',
        severity: 'minor',
        costKey: 'door-adjustment',
      }),
    );
    expect(d.recommended_actions[0]).toMatch(/maintenance list.*handyman/);
    expect(d.issue_details).toMatch(/Urgency: low/);
  });
});
