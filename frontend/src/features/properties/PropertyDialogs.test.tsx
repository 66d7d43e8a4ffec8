import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubCall } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { chooseMenuItem, findCard, renderWithProperties } from './properties-test-kit';
import type { Property } from '@api';

afterEach(() => vi.unstubAllGlobals());

const OAK = '12 Oak St, Austin, TX 78701';

function field(dialog: HTMLElement, label: string): HTMLInputElement {
  return within(dialog).getByLabelText(label) as HTMLInputElement;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(field(dialog, label), { target: { value } });
}

async function openEdit(property: Property, patch: (call: StubCall) => { status?: number; body: unknown }) {
  const view = renderWithProperties([property], { [`PATCH /api/properties/${property.id}`]: patch });
  await chooseMenuItem(OAK, 'Edit');
  const dialog = await screen.findByRole('dialog', { name: `Edit ${OAK}` });
  return { ...view, dialog };
}

describe('edit modal', () => {
  it("shows the spec's messages and sends nothing while a rule is broken", async () => {
    const property = testProperty({ bedrooms_num: 3, price: 485000 });
    const { api, dialog } = await openEdit(property, () => ({ body: { property } }));
    expect(field(dialog, 'Bedrooms').value).toBe('3');
    type(dialog, 'Bedrooms', '0');
    type(dialog, 'Bathrooms', '100');
    type(dialog, 'Size (sqft)', '0');
    type(dialog, 'Price', '600000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Bedrooms must be at least 1')).toBeTruthy();
    expect(within(dialog).getByText('Cannot exceed 99')).toBeTruthy();
    expect(within(dialog).getByText('Size must be valid')).toBeTruthy();
    expect(within(dialog).getByText('Cannot exceed 500,000,000')).toBeTruthy();
    expect(api.callsTo(`PATCH /api/properties/${property.id}`)).toEqual([]);
  });

  it("masks the agent's phone, saves, says 'Property successfully updated!' and closes after 1.5 s", async () => {
    const property = testProperty();
    const { api, dialog } = await openEdit(property, () => ({ body: { property } }));
    type(dialog, 'Bedrooms', '2');
    type(dialog, 'Agent name', 'Dana Whitfield');
    type(dialog, 'Agent phone', '5125550142');
    expect(field(dialog, 'Agent phone').value).toBe('(512) 555-0142');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(api.callsTo(`PATCH /api/properties/${property.id}`)[0]?.body).toEqual({
      bedrooms_num: 2,
      listing_agent: { name: 'Dana Whitfield', company: '', phone_number: '(512) 555-0142' },
    });
    expect(screen.getByRole('dialog', { name: `Edit ${OAK}` })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit ${OAK}` })).toBeNull(), {
      timeout: 2500,
    });
  });

  it("sends property_price with the price, as the spec's price save does", async () => {
    const property = testProperty({ price: 485000 });
    const { api, dialog } = await openEdit(property, () => ({ body: { property } }));
    type(dialog, 'Price', '499000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(api.callsTo(`PATCH /api/properties/${property.id}`)[0]?.body).toMatchObject({
      price: 499000,
      property_price: 499000,
    });
  });

  it("titles a refusal 'Property not updated!' with the server's message and marks the field", async () => {
    const property = testProperty();
    const { dialog } = await openEdit(property, () => ({
      status: 400,
      body: {
        error: 'invalid_argument',
        message: 'Price must be a positive number',
        fields: { price: 'Too low' },
      },
    }));
    type(dialog, 'Price', '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property not updated!')).toBeTruthy();
    expect(screen.getByText('Price must be a positive number')).toBeTruthy();
    expect(within(dialog).getByText('Too low')).toBeTruthy();
  });
});

describe('remove modal', () => {
  it("asks first, removes, says 'Property successfully removed!' and refreshes the list after 2 s", async () => {
    const property = testProperty();
    let listed = [property];
    const { api } = renderWithProperties([property], {
      'GET /api/properties': () => ({ body: { properties: listed } }),
      'POST /api/property/delete-property': () => {
        listed = [];
        return { body: { ok: true } };
      },
    });
    await chooseMenuItem(OAK, 'Remove');
    const dialog = await screen.findByRole('dialog', { name: 'Remove property' });
    expect(
      within(dialog).getByText(
        "You're about to delete the selected property. This will also remove any documents linked to this property.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I am sure' }));
    expect(await screen.findByText('Property successfully removed!')).toBeTruthy();
    expect(api.callsTo('POST /api/property/delete-property')[0]?.body).toEqual({ property_id: property.id });
    const listCalls = api.callsTo('GET /api/properties').length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.callsTo('GET /api/properties')).toHaveLength(listCalls);
    await waitFor(() => expect(screen.queryByRole('article', { name: OAK })).toBeNull(), { timeout: 2500 });
  });

  it('only logs a failed removal, as the spec says, and keeps the confirmation open to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const property = testProperty();
    const { api } = renderWithProperties([property], {
      'POST /api/property/delete-property': {
        status: 409,
        body: { error: 'failed_precondition', message: 'An unlocked property cannot be removed' },
      },
    });
    await chooseMenuItem(OAK, 'Remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I am sure' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[homeward] property removal failed', expect.anything()),
    );
    expect(api.callsTo('POST /api/property/delete-property')).toHaveLength(1);
    expect(screen.queryByText('An unlocked property cannot be removed')).toBeNull();
    expect(screen.queryByText('Property successfully removed!')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, I am sure' })).toHaveProperty('disabled', false),
    );
    expect(await findCard(OAK)).toBeTruthy();
    logged.mockRestore();
  });
});

describe('tools modal', () => {
  async function openTools(property: Property) {
    renderWithProperties([property]);
    fireEvent.click(within(await findCard(OAK)).getByRole('button', { name: 'Tools' }));
    return screen.findByRole('dialog', { name: OAK });
  }

  it('is titled with the address and shows the locked tools and the unlock footer while locked', async () => {
    const property = testProperty({ is_listed: true });
    const dialog = await openTools(property);
    const sections = [
      'Schedule tour',
      'Offer letter',
      'Purchase agreement',
      'Home inspection',
      'Due diligence objection',
    ];
    for (const section of sections) expect(within(dialog).getByRole('group', { name: section })).toBeTruthy();
    // The agreement, the inspection and the objection that follows from it come with the unlock.
    expect(within(dialog).getAllByText('Locked')).toHaveLength(3);
    // The offer letter is free: its editor opens whether or not the property is unlocked.
    const offer = within(within(dialog).getByRole('group', { name: 'Offer letter' })).getByRole('link', {
      name: 'Create',
    });
    expect(offer.getAttribute('href')).toBe(`/properties/property-offer-letter?property=${property.id}`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock for $99' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock this property' })).toBeTruthy();
  });

  it('enables the purchase agreement and home inspection once unlocked, with no unlock footer', async () => {
    const property = testProperty({
      is_unlocked: true,
      home_inspection: 'c0ffee00-0000-4000-8000-000000000001',
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: true,
        has_purchase_agreement_draft: true,
      },
    });
    const dialog = await openTools(property);
    expect(within(dialog).queryByText('Locked')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Unlock for $99' })).toBeNull();
    const agreement = within(dialog).getByRole('group', { name: 'Purchase agreement' });
    // A draft exists, so the agreement's button says Edit.
    expect(within(agreement).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/properties/purchase-agreement?property=${property.id}`,
    );
    const inspection = within(dialog).getByRole('group', { name: 'Home inspection' });
    expect(within(inspection).getByRole('link', { name: 'View Report' })).toBeTruthy();
    const objection = within(dialog).getByRole('group', { name: 'Due diligence objection' });
    expect(within(objection).getByRole('link', { name: 'Write' }).getAttribute('href')).toBe(
      `/properties/due-diligence-objection?property=${property.id}`,
    );
  });
});
