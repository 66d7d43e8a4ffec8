import { LIMITS } from './definitions/shared';
import { PURCHASE_AGREEMENT } from './definitions/purchase-agreement';
import { REPAIR_REQUEST_FIELD, repairRequest, type InspectionFinding } from './repair-request';

const finding = (title: string, severity: InspectionFinding['severity'], from?: number, to?: number) => ({
  title,
  severity,
  details: from === undefined ? null : { estimated_fix_price_range: { from, to: to! } },
});

const FINDINGS: InspectionFinding[] = [
  finding('Loose downspout', 'minor', 50, 100),
  finding('Roof covering at end of life', 'major', 8000, 16000),
  finding('Missing GFCI in kitchen', 'critical', 140, 168),
  finding('No permit records for the deck', 'informational'),
  finding('Slow bathroom drain', 'moderate', 180, 500),
  finding('Furnace heat exchanger cracked', 'critical'),
];

describe('repairRequest', () => {
  it("goes into the agreement's repairs textarea, which holds the longest request", () => {
    const field = PURCHASE_AGREEMENT.sections
      .flatMap((section) => section.elements)
      .find((element) => 'field' in element && element.field === REPAIR_REQUEST_FIELD);
    expect(field).toMatchObject({ kind: 'textarea', maxLength: LIMITS.longText });
  });

  it('asks for the critical findings first, then the major ones, with their estimates', () => {
    const request = repairRequest(FINDINGS, 'repair');
    expect(request.items.map((item) => item.title)).toEqual([
      'Missing GFCI in kitchen',
      'Furnace heat exchanger cracked',
      'Roof covering at end of life',
    ]);
    expect(request.text.split('\n')).toEqual([
      expect.stringMatching(/^Before settlement, the Seller shall, at the Seller's expense/),
      '1. Missing GFCI in kitchen (critical; estimated $140 to $168)',
      '2. Furnace heat exchanger cracked (critical)',
      '3. Roof covering at end of life (major; estimated $8,000 to $16,000)',
    ]);
  });

  it('asks for a credit of the upper ends of the estimates', () => {
    const request = repairRequest(FINDINGS, 'credit');
    expect(request.creditAmount).toBe(16168);
    expect(request.text).toMatch(
      /^Instead of repairs, the Seller shall credit the Buyer \$16,168 at settlement/,
    );
  });

  it('asks for an agreed amount when nothing listed has an estimate, and nothing without findings to list', () => {
    const request = repairRequest([finding('Gas smell at the range', 'critical')], 'credit');
    expect(request.creditAmount).toBeNull();
    expect(request.text).toContain('credit the Buyer an agreed amount at settlement');
    expect(repairRequest([finding('Loose downspout', 'minor', 50, 100)], 'repair')).toEqual({
      text: '',
      items: [],
      creditAmount: null,
    });
  });

  it('fits the repairs field, counting what does not fit', () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      finding(`Deficient item number ${index} with a long description`, 'major', 100, 200),
    );
    const { text } = repairRequest(many, 'repair');
    expect(text.length).toBeLessThanOrEqual(LIMITS.longText);
    expect(text).toMatch(/\n\.\.\. and \d+ more items from the inspection report\.$/);
    const listed = text.split('\n').filter((line) => /^\d+\. /.test(line)).length;
    expect(text).toContain(`and ${200 - listed} more items`);
  });
});
