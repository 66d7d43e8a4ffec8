import { agreementDeadlines, deadlineTimeZoneOf } from './deadlines';
import { filledFormText } from './rules';

const utah = {
  property: { address: { state: 'UT' } },
  purchase_agreement_date: '12/01/2026',
  closing_date: '01/29/2027',
  financing: { required: true },
  conditions: {
    finance_contingency: { selected: true },
    inspection_contingency: { selected: true, days: 14 },
    appraisal_contingency: { selected: true },
  },
};

describe('a contract deadline', () => {
  it("ends in Mountain Time in Utah and in the property's local time elsewhere", () => {
    expect(deadlineTimeZoneOf({ property: { address: { state: 'UT' } } })).toBe('America/Denver');
    expect(deadlineTimeZoneOf({ property: { address: { state: 'CA' } } })).toBe('');
  });

  it('has no date before Acceptance is recorded, only its rule; the settlement date stands', () => {
    expect(agreementDeadlines(utah).map(({ key, date, basis }) => [key, date, basis])).toEqual([
      ['seller_disclosure', '', '7 days after Acceptance'],
      ['due_diligence', '', '14 days after Acceptance'],
      ['financing_appraisal', '', '30 days after Acceptance'],
      ['settlement', '2027-01-29', 'The date chosen'],
    ]);
  });

  it('counts calendar days from the recorded Acceptance, at the agreed time in Mountain Time', () => {
    const accepted = {
      ...utah,
      acceptance: { date: '12/10/2026' },
      deadlines: { time: '4:30', am_pm: 'PM' },
    };
    const byKey = Object.fromEntries(
      agreementDeadlines(accepted).map((deadline) => [deadline.key, deadline]),
    );
    expect(byKey.financing_appraisal).toEqual({
      key: 'financing_appraisal',
      label: 'Financing & Appraisal Deadline',
      date: '2027-01-09',
      time: '4:30 PM',
      timeZone: 'America/Denver',
      applies: true,
      basis: '30 days after Acceptance (12/10/2026)',
    });
    expect(byKey.due_diligence?.date).toBe('2026-12-24');
  });

  it('lists no deadline for a condition the agreement lacks', () => {
    const cash = { property: { address: { state: 'UT' } }, financing: { required: false } };
    expect(agreementDeadlines(cash).map((deadline) => [deadline.key, deadline.basis])).toEqual([
      ['seller_disclosure', '7 days after Acceptance'],
      ['settlement', 'No date chosen'],
    ]);
  });

  it("gives a Texas agreement with an option fee its Option Period Deadline, in the property's local time", () => {
    const texas = {
      property: { address: { state: 'TX' } },
      closing_date: '01/29/2027',
      acceptance: { date: '12/10/2026' },
      option_to_terminate_fee: 250,
      option_period: { days: 5 },
    };
    expect(agreementDeadlines(texas).find((deadline) => deadline.key === 'option_period')).toEqual({
      key: 'option_period',
      label: 'Option Period Deadline',
      date: '2026-12-15',
      time: '5:00 PM',
      timeZone: '',
      applies: true,
      basis: '5 days after Acceptance (12/10/2026)',
    });
    const utahWithFee = { ...texas, property: { address: { state: 'UT' } } };
    expect(agreementDeadlines(utahWithFee).map((deadline) => deadline.key)).not.toContain('option_period');
  });

  it('reads "N days after Acceptance" in the preview text too', () => {
    const text = filledFormText('purchase_agreement', {
      ...utah,
      deadlines: { seller_disclosure_days: 7, financing_appraisal_days: 30 },
    });
    expect(text).toContain('Due Diligence Deadline: 14 days after Acceptance');
    expect(text).toContain('Financing & Appraisal Deadline: 30 days after Acceptance');
    expect(text).toContain('Seller Disclosure Deadline: 7 days after Acceptance');
  });
});
