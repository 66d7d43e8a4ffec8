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
    expect(d.issue_details).toMatch(/PO \(140-168 each\)/);
  });

  it('scales the range by the count in the description', () => {
    expect(explainFinding(gfci).estimated_fix_price_range).toEqual({ from: 280, to: 336 });
    expect(explainFinding(gfci).issue_details).toMatch(/for 2 receptacles/);
  });

  it('tells the buyer whom to call and to settle it with the seller before the due-diligence deadline', () => {
    const actions = explainFinding(gfci).recommended_actions.join('\n');
    expect(actions).toMatch(/licensed electrician/);
    expect(actions).toMatch(/due-diligence deadline/);
    expect(actions).toMatch(/credit you the cost \(about \$280-\$336\)/);
  });

  it('has no price for informational items and for findings the table cannot price', () => {
    expect(
      explainFinding(finding({ severity: 'informational', description: 'The attic was not entered.' }))
        .estimated_fix_price_range,
    ).toBeNull();
    expect(
      priceOf(
        finding({ title: 'Smoke Alarms Missing', description: 'No smoke alarm.', severity: 'critical' }),
      ),
    ).toBeNull();
  });

  it('matches a cost row for findings stored without a key', () => {
    expect(
      priceOf(finding({ title: 'Dryer vent clogged', description: 'Lint blocks the dryer vent.' })),
    ).toEqual({ from: 100, to: 200 });
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
