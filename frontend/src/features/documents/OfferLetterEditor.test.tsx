import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { renderEditor, DRAFT_ID, NEXT_DRAFT_ID } from './documents-test-kit';
import { AUTOSAVE_HINT } from './EditorHeader';
import { NON_BINDING_NOTICE, OFFER_FINISH_TITLE } from './FinishModal';
import { EXPIRATION_MESSAGES } from './offer-expiration';
import { PDF_LOADING_MS } from './use-document-pdf';

// The editor renders a whole form per step; on a loaded CI machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const house = () =>
  testProperty({
    bedrooms_num: 3,
    bathrooms_num: 2,
    size: 1850,
    type: 'Single Family Residence',
    price: 450000,
  });

const prefilled = {
  property: {
    address: { street: '12 Oak St', street_line_2: '', city: 'Austin', zip_code: '78701', state: 'TX' },
    type: 'Single Family Residence',
    price: 440000,
  },
  buyers: [{ name: 'Pat Van Doe', email: 'pat@example.com', phone: '(512) 555-0123' }],
};

const heading = () => screen.findByRole('heading', { level: 1 });
const menuItem = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });

describe('offer letter editor: layout and steps', () => {
  it('opens on Property Details with the header, the five steps and the address locked to the property', async () => {
    renderEditor('offer_letter', house(), prefilled);
    expect((await heading()).textContent).toBe('Property Details');
    expect(screen.getByText(AUTOSAVE_HINT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Property Details',
      'Buyer Details',
      'Seller Details',
      'Offer details',
      'Additional',
    ]);
    const street = screen.getByRole('textbox', { name: /Street address/ }) as HTMLInputElement;
    expect(street.value).toBe('12 Oak St');
    expect(street.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Apartment/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('moves with Next step and Previous step inside the five steps, keeping stepIndex and form in the address', async () => {
    const { router } = renderEditor('offer_letter', house(), prefilled);
    await heading();
    const previous = screen.getByRole('button', { name: 'Previous step' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    for (const title of ['Buyer Details', 'Seller Details', 'Offer details', 'Additional']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title));
    }
    expect(router.state.location.search).toContain('stepIndex=4');
    expect(router.state.location.search).toContain('form=additional');
    // The last step offers 'Finalize document' instead of a step past the end.
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalize document' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offer details'));
  });

  it.each([
    ['stepIndex=9', 'Property Details'],
    ['stepIndex=-1', 'Property Details'],
    ['stepIndex=abc', 'Property Details'],
    ['stepIndex=2', 'Seller Details'],
    ['form=offer-details', 'Offer details'],
    ['form=no-such-section&stepIndex=1', 'Buyer Details'],
  ])('opens %s on %s', async (query, title) => {
    renderEditor('offer_letter', house(), prefilled, { query });
    expect((await heading()).textContent).toBe(title);
  });

  it("marks progress in the menu and counts 'Your progress'", async () => {
    renderEditor('offer_letter', house(), prefilled);
    await heading();
    expect(within(menuItem('Property Details')).getByRole('img').getAttribute('aria-label')).toBe('Complete');
    expect(within(menuItem('Offer details')).getByRole('img').getAttribute('aria-label')).toBe('In progress');
    const progress = screen.getByRole('group', { name: 'Your progress' });
    // Property, buyers (the one buyer named), sellers? no; offer details started; additional is all optional.
    expect(within(progress).getByText(/^\d\/5$/).textContent).toBe('3/5');
  });
});

describe('offer letter editor: autosave', () => {
  it('saves a typed field when it is left, once, and not while typing', async () => {
    const { saves } = renderEditor('offer_letter', house(), prefilled, { query: 'form=buyer-details' });
    await heading();
    const buyer2 = screen.getByRole('group', { name: 'Buyer 2' });
    const name = within(buyer2).getByRole('textbox', { name: /Buyer full name/ });
    fireEvent.change(name, { target: { value: 'Sam Lee' } });
    expect(saves()).toHaveLength(0);
    fireEvent.blur(name);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.buyers).toEqual([prefilled.buyers[0], { name: 'Sam Lee' }]);
    // Leaving it again without a change sends nothing.
    fireEvent.focus(name);
    fireEvent.blur(name);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves()).toHaveLength(1);
  });

  it('saves a selection as soon as it changes, and shows the financing questions only for financing', async () => {
    const { saves } = renderEditor('offer_letter', house(), prefilled, { query: 'form=offer-details' });
    await heading();
    expect(screen.queryByRole('textbox', { name: /Down payment/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Financing' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.deposit).toEqual({ payment_type: 'financing' });
    expect(screen.getByRole('textbox', { name: /Down payment/ })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /preapproval letter/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.deposit).toEqual({ payment_type: 'financing', preapproval_letter: 'yes' });

    // Back to cash: the financing questions go, and their answers are cleared from what is saved.
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]!.deposit).toEqual({ payment_type: 'cash' });
    expect(screen.queryByRole('radiogroup', { name: /preapproval letter/ })).toBeNull();
  });

  it('asks for the contingency deadline only once a contingency is chosen, and the other text only for additional', async () => {
    renderEditor('offer_letter', house(), prefilled, { query: 'form=offer-details' });
    await heading();
    expect(screen.queryByRole('textbox', { name: /Deadline for contingencies/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loan approval' }));
    expect(await screen.findByRole('textbox', { name: /Deadline for contingencies/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Other contingencies/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Additional/ }));
    expect(await screen.findByRole('textbox', { name: /Other contingencies/ })).toBeTruthy();
  });

  it('types a phone number into the (000) 000-0000 mask and saves it so', async () => {
    const { saves } = renderEditor('offer_letter', house(), prefilled, { query: 'form=buyer-details' });
    await heading();
    const phone = within(screen.getByRole('group', { name: 'Buyer 2' })).getByRole('textbox', {
      name: /Phone/,
    }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '80155501' } });
    expect(phone.value).toBe('(801) 555-01');
    expect(await screen.findByText('Use the format (xxx) xxx-xxxx')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '8015550199' } });
    expect(phone.value).toBe('(801) 555-0199');
    fireEvent.blur(phone);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.buyers).toEqual([prefilled.buyers[0], { phone: '(801) 555-0199' }]);
  });

  it("disables the sellers while 'I don't know yet' is checked", async () => {
    const { saves } = renderEditor('offer_letter', house(), prefilled, { query: 'form=seller-details' });
    await heading();
    const seller = within(screen.getByRole('group', { name: 'Seller 1' }));
    const name = seller.getByRole('textbox', { name: /Seller full name/ }) as HTMLInputElement;
    expect(name.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /I don't know yet/ }));
    await waitFor(() => expect(name.disabled).toBe(true));
    expect(screen.getByText(/Not Available/)).toBeTruthy();
    await waitFor(() => expect(saves().at(-1)!.dont_know_seller_checkbox).toBe(true));
  });

  it('adds a third buyer that can be removed; the first two cannot', async () => {
    const { saves } = renderEditor('offer_letter', house(), prefilled, { query: 'form=buyer-details' });
    await heading();
    expect(screen.queryByRole('button', { name: /Remove Buyer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add buyer' }));
    expect(await screen.findByRole('group', { name: 'Buyer 3' })).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /Remove Buyer/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Buyer 3']);
    await waitFor(() => expect(saves().at(-1)!.buyers).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Buyer 3' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Buyer 3' })).toBeNull());
  });

  it("tells 'Something goes wrong.' with the service's message when a save fails", async () => {
    renderEditor('offer_letter', house(), prefilled, {
      query: 'form=offer-details',
      extra: {
        [`PUT /api/documents/offer_letter/${DRAFT_ID}`]: {
          status: 400,
          body: {
            error: 'invalid',
            message: 'Check the form',
            fields: { 'meta_data.deposit.amount': 'Too large' },
          },
        },
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(await screen.findByText('Something goes wrong.')).toBeTruthy();
    expect(screen.getByText('Check the form')).toBeTruthy();
    expect(await screen.findByText('Too large')).toBeTruthy();
  });
});

describe('offer letter editor: finalising', () => {
  const future = '12/31/2099';

  async function openExpiration(extra = {}) {
    const view = renderEditor('offer_letter', house(), prefilled, { query: 'form=additional', extra });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Finalize document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    return { ...view, dialog };
  }

  it('asks for the offer expiration with the 24 to 72 hours hint, and refuses a missing or past date', async () => {
    const { dialog, api } = await openExpiration();
    expect(within(dialog).getByText('Common deadlines range from 24 to 72 hours.')).toBeTruthy();
    // The letter's expiry is on the property's state's clock; Texas spans two zones, so its main one, said so.
    expect(
      within(dialog).getByText(
        'The time is Central Time (America/Chicago), the time zone of most of Texas; part of the state keeps ' +
          'another clock, and this deadline is on this one.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(EXPIRATION_MESSAGES.dateRequired)).toBeTruthy();
    expect(within(dialog).getByText(EXPIRATION_MESSAGES.timeRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '01012020' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(EXPIRATION_MESSAGES.datePast)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Date/ }) as HTMLInputElement).value).toBe(
      '01/01/2020',
    );

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '02/30/2099' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(EXPIRATION_MESSAGES.dateFormat)).toBeTruthy();
    expect(api.callsTo(`POST /api/documents/offer_letter/${DRAFT_ID}/complete`)).toHaveLength(0);
  });

  it('saves the expiration, completes, switches to the next draft and shows the finish modal', async () => {
    const { dialog, api, saves } = await openExpiration();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), { target: { value: future } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'AM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const finish = await screen.findByRole('dialog', { name: OFFER_FINISH_TITLE });
    expect(saves().at(-1)!.additional).toEqual({
      deadline_date: future,
      deadline_time: '5:00',
      deadline_am_pm: 'AM',
    });
    expect(api.callsTo(`POST /api/documents/offer_letter/${DRAFT_ID}/complete`)).toHaveLength(1);
    expect(within(finish).getByText(NON_BINDING_NOTICE)).toBeTruthy();
    const fact = (label: string) =>
      within(within(finish).getByRole('group', { name: label }))
        .getAllByText(/./)
        .at(-1)!.textContent;
    expect(fact('Address')).toBe('12 Oak St, Austin, TX 78701');
    expect(fact('Beds')).toBe('3');
    expect(fact('Baths')).toBe('2');
    expect(fact('Sqft')).toBe('1,850 sqft');
    expect(fact('Offer price')).toBe('$440,000');
    expect(within(finish).getByRole('button', { name: 'Download as PDF' })).toBeTruthy();
    expect(await screen.findByText('Offer letter successfully added.')).toBeTruthy();
    expect(screen.getByText('Congratulations.')).toBeTruthy();

    // Further edits go to the next draft (count_number + 1).
    fireEvent.click(within(finish).getByRole('button', { name: 'Close' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Additional terms/ }), {
      target: { value: 'Seller pays closing' },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: /Additional terms/ }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/documents/offer_letter/${NEXT_DRAFT_ID}`)).toHaveLength(1),
    );
  });

  it('downloads OfferLetter_{id}.pdf from the finish modal with 6 s of loading', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const { dialog, api } = await openExpiration({ 'POST /api/generate_pdf': { body: '%PDF-1.7 offer' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), { target: { value: future } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '11:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const finish = await screen.findByRole('dialog', { name: OFFER_FINISH_TITLE });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const download = within(finish).getByRole('button', { name: 'Download as PDF' }) as HTMLButtonElement;
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual([`OfferLetter_${DRAFT_ID}.pdf`]));
    expect(api.callsTo('POST /api/generate_pdf').map((call) => call.body)).toEqual([
      { id: DRAFT_ID, document_type: 'offer_letter', isPreview: false },
    ]);
    expect(download.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(PDF_LOADING_MS - 200);
    });
    expect(download.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    await waitFor(() => expect(download.disabled).toBe(false));
  });
});

describe('offer letter editor: preview', () => {
  it('saves the preview snapshot and shows the document and the pre-filled information', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const { api } = renderEditor('offer_letter', house(), prefilled, {
      extra: { 'POST /api/generate_pdf': { body: '%PDF-1.7 preview' } },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(api.callsTo(`POST /api/documents/offer_letter/${DRAFT_ID}/preview`)).toHaveLength(1);
    expect(within(dialog).getByRole('tab', { name: 'Offer Letter Document' })).toBeTruthy();
    expect(within(dialog).getByText(/OFFER TO PURCHASE REAL ESTATE/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Pre-filled information only' }));
    const row = await within(dialog).findByRole('row', { name: /Offer price/ });
    expect(row.textContent).toContain('$440,000');
    expect(within(dialog).getByRole('row', { name: /Buyer 1: Buyer full name/ }).textContent).toContain(
      'Pat Van Doe',
    );
    // The preview's PDF is the preview snapshot's.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/generate_pdf').map((call) => call.body)).toEqual([
        { id: DRAFT_ID, document_type: 'offer_letter', isPreview: true },
      ]),
    );
  });
});

describe('offer letter editor: header', () => {
  it("Complete > 'Download PDF' completes the letter and downloads the completed document", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const { api } = renderEditor(
      'offer_letter',
      house(),
      {
        ...prefilled,
        additional: { deadline_date: '12/31/2099', deadline_time: '9:00', deadline_am_pm: 'PM' },
      },
      { extra: { 'POST /api/generate_pdf': { body: '%PDF-1.7 offer' } } },
    );
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    // The saved expiration fills the modal again.
    expect((within(dialog).getByRole('textbox', { name: /Date/ }) as HTMLInputElement).value).toBe(
      '12/31/2099',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: OFFER_FINISH_TITLE });
    await waitFor(() => expect(saved).toEqual([`OfferLetter_${DRAFT_ID}.pdf`]));
    expect(api.callsTo('POST /api/generate_pdf').map((call) => call.body)).toEqual([
      { id: DRAFT_ID, document_type: 'offer_letter', isPreview: false },
    ]);
  });

  it('Back saves what was typed and returns to the property page', async () => {
    const property = house();
    const { router, saves } = renderEditor('offer_letter', property, prefilled, { query: 'form=additional' });
    await heading();
    fireEvent.change(screen.getByRole('textbox', { name: /Additional terms/ }), {
      target: { value: 'Closing at the title company of the buyer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${property.id}`));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.additional_clauses).toBe('Closing at the title company of the buyer');
  });
});

describe('offer letter editor: validation', () => {
  it('refuses a closing date before today where it is typed', async () => {
    renderEditor('offer_letter', house(), prefilled, { query: 'form=offer-details' });
    await heading();
    const closing = screen.getByRole('textbox', { name: /^Closing date/ }) as HTMLInputElement;
    fireEvent.change(closing, { target: { value: '01022020' } });
    expect(closing.value).toBe('01/02/2020');
    expect(await screen.findByText(EXPIRATION_MESSAGES.datePast)).toBeTruthy();
  });

  it('opens the section of the first problem the server finds on completing, with its message', async () => {
    renderEditor('offer_letter', house(), prefilled, {
      query: 'form=additional',
      extra: {
        [`POST /api/documents/offer_letter/${DRAFT_ID}/complete`]: {
          status: 400,
          body: {
            error: 'invalid_argument',
            message: 'Some answers are missing',
            fields: { 'meta_data.deposit.amount': 'Enter the earnest money deposit' },
          },
        },
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Finalize document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '12/31/2099' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offer details'));
    expect(screen.getByText('Enter the earnest money deposit')).toBeTruthy();
    expect(screen.getByText('Some answers are missing')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: OFFER_FINISH_TITLE })).toBeNull();
  });

  it('asks for the expiration again when the server refuses its date', async () => {
    renderEditor('offer_letter', house(), prefilled, {
      query: 'form=additional',
      extra: {
        [`POST /api/documents/offer_letter/${DRAFT_ID}/complete`]: {
          status: 400,
          body: {
            error: 'invalid_argument',
            message: 'Some answers are not valid',
            fields: { 'meta_data.additional.deadline_date': 'The date cannot be earlier than today' },
          },
        },
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Finalize document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '12/31/2099' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Some answers are not valid')).toBeTruthy();
    const again = await screen.findByRole('dialog', { name: 'Offer expiration' });
    expect(await within(again).findByText('The date cannot be earlier than today')).toBeTruthy();
    expect((within(again).getByRole('textbox', { name: /Date/ }) as HTMLInputElement).value).toBe(
      '12/31/2099',
    );
  });
});
