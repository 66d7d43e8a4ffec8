import {
  checkAgainstAgreement,
  checkObjectionDraft,
  objectionSteps,
  objectionTimeZoneOf,
  type ObjectionDraft,
} from './objection';
import { InvalidDocumentDataError } from './errors';

const draft = (overrides: Partial<ObjectionDraft> = {}): ObjectionDraft => ({
  propertyId: 'p1',
  inspectionId: ' report-1 ',
  inspectionFileName: 'report.pdf',
  items: [
    {
      finding_id: 'i1',
      title: ' Roof ',
      severity: 'major',
      remedy: 'repair',
      cost_from: 8000,
      cost_to: 16000,
      credit_amount: 500,
    },
  ],
  sentOn: '2026-12-01',
  sellerResponseDue: '2026-12-04',
  resolutionDeadline: '2026-12-09',
  recipientName: ' Sam ',
  recipientEmail: '',
  note: '',
  ...overrides,
});

const violationsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidDocumentDataError) return error.violations;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('checkObjectionDraft', () => {
  it('keeps a good draft, trimmed, with no credit amount on a repair', () => {
    const checked = checkObjectionDraft(draft(), '2026-12-01');
    expect(checked).toMatchObject({ inspectionId: 'report-1', recipientName: 'Sam' });
    expect(checked.items[0]).toMatchObject({ title: 'Roof', credit_amount: null });
  });

  it('takes today as the earliest day to send, counted in the buyer today the service gives', () => {
    expect(violationsOf(() => checkObjectionDraft(draft(), '2026-12-02'))).toEqual({
      sent_on: 'The objection cannot be sent on a date that has passed.',
    });
  });

  it('lets an edit keep a sending day that has passed since, but not move it into the past', () => {
    expect(checkObjectionDraft(draft(), '2026-12-03', '2026-12-01').sentOn).toBe('2026-12-01');
    expect(
      violationsOf(() => checkObjectionDraft(draft({ sentOn: '2026-12-02' }), '2026-12-03', '2026-12-01')),
    ).toEqual({ sent_on: 'The objection cannot be sent on a date that has passed.' });
  });

  it('wants the response after sending and the resolution after the response', () => {
    expect(
      violationsOf(() =>
        checkObjectionDraft(
          draft({ sellerResponseDue: '2026-12-01', resolutionDeadline: '2026-12-01' }),
          '2026-12-01',
        ),
      ),
    ).toEqual({
      seller_response_due: "The seller's response must be due after the day the objection is sent.",
      resolution_deadline: "The resolution deadline must come after the seller's response is due.",
    });
    expect(violationsOf(() => checkObjectionDraft(draft({ sentOn: '2026-02-30' }), '2026-01-01'))).toEqual({
      sent_on: 'Enter a date.',
    });
  });

  it('checks each item: a title, a known remedy, amounts in range, a credit for a credit', () => {
    const item = draft().items[0]!;
    const items = [
      { ...item, title: '   ' },
      { ...item, remedy: 'swap' as never },
      { ...item, cost_from: -1 },
      { ...item, cost_to: 20_000_000 },
      { ...item, remedy: 'credit' as const, credit_amount: 0 },
    ];
    expect(violationsOf(() => checkObjectionDraft(draft({ items, inspectionId: '' }), '2026-12-01'))).toEqual(
      {
        inspection_id: 'Choose the inspection report the findings come from.',
        'items.0.title': 'Describe the item in 1 to 200 characters.',
        'items.1.remedy': 'Choose a repair or a credit.',
        'items.2.cost_from': 'Enter an amount from $0 to $10,000,000.',
        'items.3.cost_to': 'Enter an amount from $0 to $10,000,000.',
        'items.4.credit_amount': 'Enter the credit you ask for (more than $0).',
      },
    );
    const many = Array.from({ length: 51 }, () => item);
    expect(violationsOf(() => checkObjectionDraft(draft({ items: many }), '2026-12-01'))).toEqual({
      items: 'An objection can list at most 50 items.',
    });
  });
});

describe('checkAgainstAgreement', () => {
  it('needs no agreement, refuses one without a due diligence condition, and holds its deadline', () => {
    expect(() => checkAgainstAgreement(draft(), undefined)).not.toThrow();
    expect(() => checkAgainstAgreement(draft(), { applies: true, date: '' })).not.toThrow();
    expect(() => checkAgainstAgreement(draft(), { applies: true, date: '2026-12-01' })).not.toThrow();
    expect(violationsOf(() => checkAgainstAgreement(draft(), { applies: true, date: '2026-11-30' }))).toEqual(
      {
        sent_on:
          'The objection must reach the seller by the Due Diligence Deadline, 11/30/2026. After it, the agreement ' +
          'treats you as accepting the property as it is.',
      },
    );
    expect(
      Object.keys(violationsOf(() => checkAgainstAgreement(draft(), { applies: false, date: '' }))),
    ).toEqual(['sent_on']);
  });

  it("holds the response and resolution deadlines to the agreement's periods from the day it is sent", () => {
    const periods = { sellerResponseDays: 3, resolutionDays: 7 };
    const due = { applies: true, date: '2026-12-10' };
    expect(() =>
      checkAgainstAgreement(draft({ resolutionDeadline: '2026-12-11' }), due, periods),
    ).not.toThrow();
    expect(
      violationsOf(() => checkAgainstAgreement(draft({ sellerResponseDue: '2026-12-05' }), due, periods)),
    ).toEqual({
      seller_response_due:
        'Your agreement gives the seller 3 days to respond: the response is due 12/04/2026.',
      resolution_deadline:
        'Your agreement gives 7 days after the response to agree on the objections: the resolution deadline is ' +
        '12/11/2026.',
    });
  });

  it("counts Utah's deadlines in Mountain Time, others in the property's local time", () => {
    expect(objectionTimeZoneOf('UT')).toBe('America/Denver');
    expect(objectionTimeZoneOf('TX')).toBe('');
  });

  it('gives its three steps in order, at its time and zone, as the timeline and the .ics read them', () => {
    const steps = objectionSteps({ ...draft(), time: '5:00 PM', timeZone: 'America/Denver' });
    expect(steps.map((step) => [step.key, step.date, step.time, step.timeZone])).toEqual([
      ['objection_sent', '2026-12-01', '5:00 PM', 'America/Denver'],
      ['seller_response', '2026-12-04', '5:00 PM', 'America/Denver'],
      ['resolution', '2026-12-09', '5:00 PM', 'America/Denver'],
    ]);
  });
});
