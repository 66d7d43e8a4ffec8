import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FHA_VA_AMENDATORY_CLAUSE,
  FIXTURES_REPORT_SUMMARY,
  STATE_FORM_TITLE,
  stateFormNotice,
  TRANSFER_TAX_NOTES,
  type DocumentData,
} from '@homeward/document-definitions';
import type { Property } from '@api';
import { testProperty } from '../../test/property-fixture';
import { AGREEMENT_LOCKED_TITLE } from './DocumentEditorPage';
import { DRAFT_ID, renderEditor } from './documents-test-kit';
import { AGREEMENT_COMPLETION_TITLE } from './FinishModal';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function propertyIn(state: string, city: string, zip: string, overrides: Partial<Property> = {}) {
  const base = testProperty({ is_unlocked: true, bedrooms_num: 4, bathrooms_num: 3, size: 2400 });
  return {
    ...base,
    address: {
      ...base.address,
      street: '5 Main St',
      city,
      state,
      zip_code: zip,
      formatted_address: `5 Main St, ${city}, ${state} ${zip}`,
    },
    ...overrides,
  };
}

const addressOf = (property: Property) => ({
  property: {
    address: {
      street: property.address.street,
      city: property.address.city,
      zip_code: property.address.zip_code,
      state: property.address.state,
    },
    price: 525000,
  },
});

const heading = () => screen.findByRole('heading', { level: 1 });
const menuEntry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });
// A whole section renders per step; a loaded machine can take longer than findBy's default second.
const slow = { timeout: 5000 };
const path = `/api/documents/purchase_agreement/${DRAFT_ID}`;

describe('purchase agreement editor', () => {
  it('is locked until the property is unlocked, without creating a draft', async () => {
    const property = propertyIn('UT', 'Provo', '84601', { is_unlocked: false });
    const { api } = renderEditor('purchase_agreement', property, {});
    expect(await screen.findByRole('heading', { name: AGREEMENT_LOCKED_TITLE })).toBeTruthy();
    expect(api.callsTo(`POST /api/properties/${property.id}/documents/draft`)).toHaveLength(0);
  });

  it('lists ten menu names over eleven steps; both cost steps sit under Additional Costs and Duties', async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'stepIndex=10' });
    expect((await heading()).textContent).toBe('Additional Costs and Duties');
    const menu = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button');
    expect(menu.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Property Details',
      'Property Fixtures',
      'Buyer Details',
      'Seller Details',
      'Purchase Price And Financing',
      'Escrow Details',
      'Closing and Settlement',
      'Contingencies',
      'Legal and Dispute Resolution',
      'Additional Costs and Duties',
    ]);
    expect(menu.at(-1)!.getAttribute('aria-current')).toBe('step');
    expect(within(screen.getByRole('group', { name: 'Your progress' })).getByText(/\/11$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalize document' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    // Step 9 is the other key under the same name: the menu entry stays current.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: /home warranty included/ })).toBeTruthy(),
    );
    expect(menu.at(-1)!.getAttribute('aria-current')).toBe('step');
  });

  it("shows the fixtures section's Report Summary accordion", async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    renderEditor('purchase_agreement', property, addressOf(property), {
      query: 'form=property-condition-and-disclosure',
    });
    expect((await heading()).textContent).toBe('Property Fixtures');
    fireEvent.click(screen.getByRole('button', { name: 'Report Summary' }));
    expect(await screen.findByText(FIXTURES_REPORT_SUMMARY.slice(0, 40), { exact: false })).toBeTruthy();
  });

  it('FHA financing forces the finance contingency on and disabled and shows the FHA/VA clause; Conventional does not', async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    const { api } = renderEditor('purchase_agreement', property, addressOf(property), {
      query: 'form=purchase-price-and-finance',
    });
    await heading();
    const saves = () =>
      api.callsTo(`PUT ${path}`).map((call) => (call.body as { meta_data: DocumentData }).meta_data);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: /finance the purchase/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'FHA loan' }));
    expect(await screen.findByRole('note', { name: 'FHA/VA amendatory clause' })).toBeTruthy();
    expect(screen.getByText(FHA_VA_AMENDATORY_CLAUSE.slice(0, 40), { exact: false })).toBeTruthy();
    await waitFor(() =>
      expect(saves().at(-1)!.conditions).toEqual({ finance_contingency: { selected: true } }),
    );

    fireEvent.click(menuEntry('Contingencies'));
    const finance = (await screen.findByRole(
      'checkbox',
      { name: /Finance contingency/ },
      slow,
    )) as HTMLInputElement;
    expect(finance.checked).toBe(true);
    expect(finance.disabled).toBe(true);

    fireEvent.click(menuEntry('Purchase Price And Financing'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Conventional Loan' }, slow));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'FHA/VA amendatory clause' })).toBeNull());
    fireEvent.click(menuEntry('Contingencies'));
    const again = (await screen.findByRole(
      'checkbox',
      { name: /Finance contingency/ },
      slow,
    )) as HTMLInputElement;
    expect(again.disabled).toBe(false);
  });

  it('asks for the finance contingency only with a loan; ticking it and switching to cash drops it', async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    const { api } = renderEditor('purchase_agreement', property, addressOf(property), {
      query: 'form=purchase-price-and-finance',
    });
    await heading();
    const saves = () =>
      api.callsTo(`PUT ${path}`).map((call) => (call.body as { meta_data: DocumentData }).meta_data);
    const loanAnswer = (answer: 'Yes' | 'No') =>
      fireEvent.click(
        within(screen.getByRole('radiogroup', { name: /finance the purchase/ })).getByRole('radio', {
          name: answer,
        }),
      );
    loanAnswer('No');
    fireEvent.click(menuEntry('Contingencies'));
    await screen.findByRole('checkbox', { name: /Appraisal contingency/ }, slow);
    expect(screen.queryByRole('checkbox', { name: /Finance contingency/ })).toBeNull();

    fireEvent.click(menuEntry('Purchase Price And Financing'));
    await screen.findByRole('radiogroup', { name: /finance the purchase/ }, slow);
    loanAnswer('Yes');
    fireEvent.click(menuEntry('Contingencies'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Finance contingency/ }, slow));
    await waitFor(() =>
      expect(saves().at(-1)!.conditions).toMatchObject({ finance_contingency: { selected: true } }),
    );

    fireEvent.click(menuEntry('Purchase Price And Financing'));
    await screen.findByRole('radiogroup', { name: /finance the purchase/ }, slow);
    loanAnswer('No');
    await waitFor(() => expect(saves().at(-1)!.financing).toEqual({ required: false }));
    expect(JSON.stringify(saves().at(-1))).not.toContain('finance_contingency');
    fireEvent.click(menuEntry('Contingencies'));
    await screen.findByRole('checkbox', { name: /Appraisal contingency/ }, slow);
    expect(screen.queryByRole('checkbox', { name: /Finance contingency/ })).toBeNull();
  });

  it.each([
    ['UT', 'Provo', '84601', true],
    ['CA', 'Fresno', '93701', false],
  ])('in %s (%s %s) the home warranty provider is asked: %s', async (state, city, zip, asked) => {
    const property = propertyIn(state, city, zip);
    renderEditor('purchase_agreement', property, addressOf(property), {
      query: 'form=additional-costs-duties',
    });
    await heading();
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: /home warranty included/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByRole('radiogroup', { name: /Home warranty paid by/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Home warranty provider/ }) !== null).toBe(asked);
  });

  it('notes where the transfer tax custom is disputed', async () => {
    const property = propertyIn('AR', 'Little Rock', '72201');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'form=taxes-fees' });
    await heading();
    expect(screen.getByRole('note', { name: 'Transfer tax note' }).textContent).toBe(TRANSFER_TAX_NOTES.AR);
  });

  it('asks no transfer tax question where the state has none (Utah), and says so', async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'form=taxes-fees' });
    await heading();
    expect(screen.getByRole('note', { name: 'Transfer tax' }).textContent).toContain(
      'no real estate transfer tax',
    );
    expect(screen.queryByRole('radiogroup', { name: /Transfer tax paid by/ })).toBeNull();
  });

  it("shows the transfer tax's text for Other (a New York draft) and clears it for another payer", async () => {
    const property = propertyIn('NY', 'Albany', '12207');
    const preset =
      'New York: the seller customarily pays the state transfer tax; the buyer pays the mansion tax.';
    const { api } = renderEditor(
      'purchase_agreement',
      property,
      { ...addressOf(property), costs_and_duties: { transfer_tax: { paid_by: 'other', other: preset } } },
      { query: 'form=taxes-fees' },
    );
    await heading();
    const text = (await screen.findByRole('textbox', { name: 'Specify' })) as HTMLTextAreaElement;
    expect(text.value).toBe(preset);
    fireEvent.click(screen.getByRole('radio', { name: 'Seller' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Specify' })).toBeNull());
    await waitFor(() => expect(api.callsTo(`PUT ${path}`)).toHaveLength(1));
    expect(
      (api.callsTo(`PUT ${path}`)[0]!.body as { meta_data: DocumentData }).meta_data.costs_and_duties,
    ).toEqual({
      transfer_tax: { paid_by: 'seller' },
    });
  });

  it('outside Utah says a state form may be required while editing and again before finalising', async () => {
    const property = propertyIn('NY', 'Albany', '12207');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'form=taxes-fees' });
    await heading();
    const editing = screen.getByRole('note', { name: STATE_FORM_TITLE });
    expect(editing.textContent).toContain(stateFormNotice('New York'));
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save to property documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    expect(within(dialog).getByRole('note', { name: STATE_FORM_TITLE }).textContent).toContain(
      'Homeward provides a state-approved template only for Utah. New York may require',
    );
  });

  it('in Utah shows no state-form notice', async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'form=taxes-fees' });
    await heading();
    expect(screen.queryByRole('note', { name: STATE_FORM_TITLE })).toBeNull();
  });

  it("completes with the offer expiration and shows 'Congratulations! Purchase agreement completed.'", async () => {
    const property = propertyIn('UT', 'Provo', '84601');
    renderEditor('purchase_agreement', property, addressOf(property), { query: 'form=taxes-fees' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save to property documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '12/31/2099' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const done = await screen.findByRole('dialog', { name: AGREEMENT_COMPLETION_TITLE });
    expect(within(done).getByRole('group', { name: 'Next steps' })).toBeTruthy();
    expect(
      within(within(done).getByRole('group', { name: 'Purchase price' })).getByText('$525,000'),
    ).toBeTruthy();
    expect(within(within(done).getByRole('group', { name: 'Bathrooms' })).getByText('3')).toBeTruthy();
    expect(
      within(within(done).getByRole('group', { name: 'Size in sqft' })).getByText('2,400 sqft'),
    ).toBeTruthy();
    expect(await screen.findByText('Purchase agreement successfully added.')).toBeTruthy();
  });
});
