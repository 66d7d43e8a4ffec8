import { describe, expect, it } from 'vitest';
import { testIssue } from '../../home-inspection/home-inspection-test-kit';
import type { Objection } from '@api';
import { formFromObjection, formProblems, initialForm, objectionRequest, withRemedy } from './objection-form';

const estimate = (from: number, to: number) => ({
  issue_details: 'Explained.',
  estimated_fix_price_range: { from, to },
  recommended_actions: [],
  cost_source: 'typical' as const,
});
const roof = testIssue({ title: 'Roof at end of life', severity: 'major', details: estimate(8000, 16000) });
const panel = testIssue({ title: 'Zinsco panel', severity: 'critical', details: estimate(2500, 4000) });
const drain = testIssue({ title: 'Slow drain', severity: 'minor' });
const note = testIssue({ title: 'No permit records', severity: 'informational' });

describe('the objection form', () => {
  it('starts from the critical and major findings as repairs with their estimates, offers the others, skips notes', () => {
    const form = initialForm([drain, roof, note, panel], '2026-12-01');
    expect(
      form.items.map((item) => [item.title, item.chosen, item.remedy, item.cost_from, item.cost_to]),
    ).toEqual([
      ['Zinsco panel', true, 'repair', 2500, 4000],
      ['Roof at end of life', true, 'repair', 8000, 16000],
      ['Slow drain', false, 'repair', null, null],
    ]);
    expect([form.sent_on, form.seller_response_due, form.resolution_deadline]).toEqual([
      '2026-12-01',
      '2026-12-04',
      '2026-12-11',
    ]);
  });

  it("asks a credit of the estimate's upper end, and sends only the chosen items", () => {
    const form = initialForm([roof, panel, drain], '2026-12-01');
    const credited = withRemedy(form.items[1]!, 'credit');
    expect(credited.credit_amount).toBe(16000);
    const state = { ...form, items: [form.items[0]!, { ...credited, credit_amount: 12000 }, form.items[2]!] };
    expect(formProblems(state)).toEqual([]);
    const body = objectionRequest(state, { id: 'report-1', file_name: 'report.pdf' });
    expect(body.items.map((item) => [item.title, item.remedy, item.credit_amount])).toEqual([
      ['Zinsco panel', 'repair', null],
      ['Roof at end of life', 'credit', 12000],
    ]);
    expect(body).toMatchObject({ inspection_id: 'report-1', inspection_file_name: 'report.pdf' });
    expect(withRemedy(credited, 'repair').credit_amount).toBeNull();
  });

  it('names what is missing before sending', () => {
    const form = initialForm([roof], '2026-12-01');
    expect(formProblems({ ...form, items: [{ ...form.items[0]!, chosen: false }] })).toEqual([
      'Choose at least one finding to object to.',
    ]);
    const noCredit = { ...form.items[0]!, remedy: 'credit' as const, credit_amount: null };
    const upsideDown = { ...form.items[0]!, cost_from: 9000, cost_to: 100 };
    expect(formProblems({ ...form, items: [noCredit] })).toEqual([
      'Enter the credit you ask for "Roof at end of life".',
    ]);
    expect(formProblems({ ...form, items: [upsideDown] })).toEqual([
      'The low estimate of "Roof at end of life" is above the high one.',
    ]);
  });

  it("opens a saved objection as saved: its items first, chosen, then the report's others offered", () => {
    const saved = {
      items: [
        {
          finding_id: roof.id,
          title: 'Roof',
          severity: 'major',
          remedy: 'credit',
          cost_from: 8000,
          cost_to: 9000,
          credit_amount: 7000,
        },
        {
          finding_id: '',
          title: 'Loose railing',
          severity: '',
          remedy: 'repair',
          cost_from: null,
          cost_to: null,
          credit_amount: null,
        },
      ],
      sent_on: '2026-12-02',
      seller_response_due: '2026-12-06',
      resolution_deadline: '2026-12-20',
      recipient_name: 'Sam',
      recipient_email: 'sam@example.com',
      note: 'Soon, please.',
    } as unknown as Objection;
    const form = formFromObjection(saved, [drain, roof, note, panel]);
    expect(form.items.map((item) => [item.title, item.chosen, item.remedy, item.credit_amount])).toEqual([
      ['Roof', true, 'credit', 7000],
      ['Loose railing', true, 'repair', null],
      ['Zinsco panel', false, 'repair', null],
      ['Slow drain', false, 'repair', null],
    ]);
    expect(form).toMatchObject({
      sent_on: '2026-12-02',
      resolution_deadline: '2026-12-20',
      recipient_email: 'sam@example.com',
      note: 'Soon, please.',
    });
    expect(objectionRequest(form, { id: 'r1', file_name: 'r.pdf' }).items).toHaveLength(2);
  });
});
