import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEADLINE_ORDER_MESSAGES,
  PURCHASE_AGREEMENT,
  applyRules,
  type DocumentData,
} from '@homeward/document-definitions';
import type { StubCall } from '../../../test/api-stub';
import { testProperty } from '../../../test/property-fixture';
import { DRAFT_ID, renderEditor, testDocument } from '../documents-test-kit';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = testProperty({ is_unlocked: true });
const property = {
  ...base,
  address: { ...base.address, street: '5 Main St', city: 'Provo', state: 'UT', zip_code: '84601' },
};
const draft: DocumentData = {
  property: {
    address: { street: '5 Main St', city: 'Provo', state: 'UT', zip_code: '84601' },
    price: 525000,
  },
  deadlines: { seller_disclosure_days: 7, time: '5:00', am_pm: 'PM' },
};
/** Autosave answering as the documents service does: the rules applied against the saved draft, so a field a
 * change reveals comes back with its default. */
function serviceLikeSaves(start: DocumentData) {
  let saved = start;
  return {
    [`PUT /api/documents/purchase_agreement/${DRAFT_ID}`]: (call: StubCall) => {
      const sent = (call.body as { meta_data: DocumentData }).meta_data;
      saved = applyRules(PURCHASE_AGREEMENT, sent, { previous: saved }).data;
      return { body: { document: testDocument({ document_type: 'purchase_agreement', meta_data: saved }) } };
    },
  };
}

/** Waits for the field named `name` to read `value` (a revealed default comes with the save's answer). */
const reads = async (name: RegExp, value: string) => {
  const input = (await field(name)) as HTMLInputElement;
  await waitFor(() => expect(input.value).toBe(value));
};

const heading = () => screen.findByRole('heading', { level: 1 });
const field = (name: RegExp | string) => screen.findByRole('textbox', { name }, { timeout: 5000 });

describe('the editor: deadlines', () => {
  it('reads a period as "N days after Acceptance" and asks for the date of Acceptance', async () => {
    renderEditor('purchase_agreement', property, draft, { query: 'form=closing-settelment' });
    await heading();
    expect(((await field(/Seller Disclosure Deadline/)) as HTMLInputElement).value).toBe(
      '7 days after Acceptance',
    );
    expect(await field(/Date of Acceptance/)).toBeTruthy();
    expect(screen.getByRole('note', { name: 'How deadlines are counted' }).textContent).toContain(
      'calendar days after Acceptance',
    );
    expect(((await field(/Every deadline ends at/)) as HTMLInputElement).value).toBe('5:00');
  });

  it('gives the appraisal no days of its own: it shares the Financing & Appraisal Deadline', async () => {
    const { saves } = renderEditor('purchase_agreement', property, draft, {
      query: 'form=condition-clauses',
      extra: serviceLikeSaves(draft),
    });
    await heading();
    fireEvent.click(screen.getByRole('checkbox', { name: /Appraisal contingency/ }));
    await reads(/Financing & Appraisal Deadline/, '30 days after Acceptance');
    fireEvent.click(screen.getByRole('checkbox', { name: /Due diligence/ }));
    await reads(/Due Diligence Deadline/, '14 days after Acceptance');
    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({
        conditions: { appraisal_contingency: { selected: true }, inspection_contingency: { selected: true } },
        deadlines: { financing_appraisal_days: 30 },
      }),
    );
    expect(saves().at(-1)!.conditions).toEqual({
      appraisal_contingency: { selected: true },
      inspection_contingency: { selected: true },
    });
  });

  it("shows the service's refusal of a deadline after settlement on that field", async () => {
    const message = DEADLINE_ORDER_MESSAGES.beforeSettlement(
      '2027-01-09',
      "Acceptance at the offer's expiry (12/10/2026)",
      '2027-01-05',
    );
    // The finance condition is asked only with a loan.
    const financed = { ...draft, financing: { required: true } };
    renderEditor('purchase_agreement', property, financed, {
      query: 'form=condition-clauses',
      extra: {
        [`PUT /api/documents/purchase_agreement/${DRAFT_ID}`]: {
          status: 400,
          body: {
            error: 'invalid',
            message: 'Check the form',
            fields: { 'meta_data.deadlines.financing_appraisal_days': message },
          },
        },
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('checkbox', { name: /Finance contingency/ }));
    const days = await field(/Financing & Appraisal Deadline/);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the Texas option period in days after Acceptance, only in Texas and only with an option fee', async () => {
    const texas = {
      ...property,
      address: { ...property.address, street: '9 Oak St', city: 'Austin', state: 'TX', zip_code: '73301' },
    };
    const texasDraft: DocumentData = {
      ...draft,
      property: {
        address: { street: '9 Oak St', city: 'Austin', state: 'TX', zip_code: '73301' },
        price: 400000,
      },
      option_to_terminate_fee: 250,
      option_period: { days: 5 },
    };
    const first = renderEditor('purchase_agreement', texas, texasDraft, {
      query: 'form=additional-costs-duties',
    });
    await heading();
    await reads(/Option period/, '5 days after Acceptance');
    first.unmount();

    const noFee = renderEditor(
      'purchase_agreement',
      texas,
      { ...texasDraft, option_to_terminate_fee: null },
      { query: 'form=additional-costs-duties' },
    );
    await heading();
    expect(await screen.findByRole('textbox', { name: /Option fee/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Option period/ })).toBeNull();
    noFee.unmount();

    renderEditor(
      'purchase_agreement',
      property,
      { ...draft, option_to_terminate_fee: 250, option_period: { days: 5 } },
      {
        query: 'form=additional-costs-duties',
      },
    );
    await heading();
    await screen.findByRole('radiogroup', { name: /home warranty included/ });
    expect(screen.queryByRole('textbox', { name: /Option fee/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Option period/ })).toBeNull();
  });

  it('makes no loan promise unless the buyer ticks it, then shows its editable days', async () => {
    const financed = { ...draft, financing: { required: true, type: 'Conventional Loan' } };
    const { saves } = renderEditor('purchase_agreement', property, financed, {
      query: 'form=purchase-price-and-finance',
      extra: serviceLikeSaves(financed),
    });
    await heading();
    const application = (await screen.findByRole('checkbox', {
      name: /apply for the loan/,
    })) as HTMLInputElement;
    expect(application.checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: /Apply for the loan within/ })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: /lock the interest rate/ }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(application);
    await reads(/Apply for the loan within/, '10 days after Acceptance');
    await waitFor(() => expect(saves().at(-1)!.financing).toMatchObject({ application: { selected: true } }));
  });

  it('takes a past date of Acceptance and finishes the accepted agreement again with its passed expiry', async () => {
    const accepted: DocumentData = {
      ...draft,
      acceptance: { date: '01/05/2020' },
      offer_expiration: { date: '01/10/2020', time: '5:00', am_pm: 'PM' },
    };
    renderEditor('purchase_agreement', property, accepted, { query: 'form=closing-settelment' });
    await heading();
    const acceptance = (await field(/Date of Acceptance/)) as HTMLInputElement;
    expect(acceptance.value).toBe('01/05/2020');
    expect(acceptance.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save to property documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Purchase agreement successfully added.')).toBeTruthy();
  });

  it("shows the template's other defaults as values: earnest money refund, prorations, withholding, species clause", async () => {
    renderEditor(
      'purchase_agreement',
      property,
      {
        ...draft,
        possession_on_closing_date: false,
        leaseback: { days: 30, holdover_per_day: 150 },
        prorations: { prior_year_increase_percent: 5 },
        foreign_seller: { withholding_percent: 10, exemption_amount: 300000 },
        utah: { endangered_species_clause: true },
      },
      { query: 'form=closing-settelment' },
    );
    await heading();
    expect(((await field(/Days the seller may stay/)) as HTMLInputElement).value).toBe('30 days');
    expect(((await field(/Holdover penalty/)) as HTMLInputElement).value).toBe('$150');
    expect(((await field(/prior year's rate plus/)) as HTMLInputElement).value).toBe('5%');
    expect(((await field(/Withholding if the seller is a foreign person/)) as HTMLInputElement).value).toBe(
      '10%',
    );
    expect(((await field(/No withholding when the price is at most/)) as HTMLInputElement).value).toBe(
      '$300,000',
    );
    const species = screen.getByRole('radiogroup', { name: /endangered species/ });
    expect((within(species).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });
});
