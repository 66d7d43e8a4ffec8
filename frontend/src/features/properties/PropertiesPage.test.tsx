import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { LOOKUP_MESSAGES } from './LookupMessage';
import { SAVINGS_LABEL } from './PropertyPreviewModal';
import { SAMPLE_PREVIEW_TITLE } from './SamplePreviewModal';
import { findCard, openMenu, renderWithProperties, screenIsWide } from './properties-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LONG_ADDRESS = '1234 Very Long Boulevard Name, Springfield, IL 62701';
const OAK = '12 Oak St, Austin, TX 78701';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('first use and the add flow', () => {
  it("greets a buyer without properties with 'Let's get started!' and previews the sample", async () => {
    const sample = testProperty({
      is_sample: true,
      price: 350000,
      address: { ...testProperty().address, formatted_address: '1 Sample Way, Austin, TX 78701' },
    });
    renderWithProperties([], { 'GET /api/properties/sample': { body: { property: sample } } });
    expect(await screen.findByRole('heading', { name: "Let's get started!" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try with sample property' }));
    const preview = await screen.findByRole('dialog', { name: SAMPLE_PREVIEW_TITLE });
    expect(await within(preview).findByText('1 Sample Way, Austin, TX 78701')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Add my first property' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SAMPLE_PREVIEW_TITLE })).toBeNull());
  });

  it('waits in a modal, previews the draft with its facts and savings, adds it and opens it after 1.5 s', async () => {
    const draft = testProperty({
      status: 'draft',
      price: 485000,
      bedrooms_num: 3,
      bathrooms_num: 2,
      size: 1850,
      type: 'Single Family Residence',
      images: ['https://img.test/1.jpg', 'https://img.test/2.jpg', 'https://img.test/3.jpg'],
      address: { ...testProperty().address, geometry: { location: { lat: 30.2, lng: -97.8 } } },
    });
    const lookup = deferred<{ body: unknown; status: number }>();
    const { api, router } = renderWithProperties([], {
      'POST /api/properties': () => lookup.promise,
      [`POST /api/properties/${draft.id}/activate`]: { body: { property: { ...draft, status: 'active' } } },
      [`GET /api/properties/${draft.id}`]: { body: { property: { ...draft, status: 'active' } } },
    });
    await screen.findByRole('heading', { name: "Let's get started!" });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ` ${OAK} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    const waiting = await screen.findByRole('dialog', { name: 'Looking up your property' });
    expect(within(waiting).getByText(LOOKUP_MESSAGES[0]!)).toBeTruthy();
    expect(api.callsTo('POST /api/properties')[0]?.body).toEqual({ address: OAK });
    lookup.resolve({ status: 201, body: { property: draft } });

    const preview = await screen.findByRole('dialog', { name: `Add ${OAK}` });
    expect(within(preview).getByTestId('property-gallery').dataset.layout).toBe('3');
    for (const text of ['3 beds', '2 baths', '1,850 sqft', 'Single Family Residence', '$485,000'])
      expect(within(preview).getByText(text)).toBeTruthy();
    expect(within(preview).getByText('Property is not listed')).toBeTruthy();
    expect(within(preview).getByText(new RegExp(SAVINGS_LABEL)).textContent).toContain('$14,550');
    expect(within(preview).getByRole('link', { name: /Open in Street View/ })).toBeTruthy();

    fireEvent.click(within(preview).getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Property successfully added!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/properties');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${draft.id}`), {
      timeout: 2500,
    });
  });

  it('shows the location placeholder without photos and deletes the draft when the preview is closed', async () => {
    const draft = testProperty({ status: 'draft', is_listed: true, price: 300000 });
    const { api } = renderWithProperties([], {
      'POST /api/properties': { status: 201, body: { property: draft } },
      'POST /api/property/delete-property': { body: { ok: true } },
    });
    await screen.findByRole('heading', { name: "Let's get started!" });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: OAK } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    const preview = await screen.findByRole('dialog', { name: `Add ${OAK}` });
    expect(within(preview).getByTestId('location-placeholder')).toBeTruthy();
    expect(within(preview).queryByText('Property is not listed')).toBeNull();

    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/property/delete-property')[0]?.body).toEqual({ property_id: draft.id }),
    );
  });

  it("says 'Error' / 'Property not updated!' when the lookup fails", async () => {
    renderWithProperties([], {
      'POST /api/properties': { status: 503, body: { error: 'unavailable', message: 'Try later' } },
    });
    await screen.findByRole('heading', { name: "Let's get started!" });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: OAK } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Property not updated!')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('property cards', () => {
  it('shortens the address to 34 characters, or 40 above 1280 px', async () => {
    const property = testProperty({
      address: { ...testProperty().address, formatted_address: LONG_ADDRESS },
    });
    screenIsWide(false);
    const narrow = renderWithProperties([property]);
    expect((await findCard(LONG_ADDRESS)).textContent).toContain('1234 Very Long Boulevard Name, Spr…');
    narrow.unmount();

    screenIsWide(true);
    renderWithProperties([property]);
    expect((await findCard(LONG_ADDRESS)).textContent).toContain('1234 Very Long Boulevard Name, Springfie…');
  });

  it("shows badges, the price or 'Not listed', and the three document indicators", async () => {
    renderWithProperties([
      testProperty({
        price: 485000,
        bedrooms_num: 1,
        documents: {
          offer_letter: true,
          purchase_agreement: false,
          home_inspection: true,
          has_purchase_agreement_draft: false,
        },
        address: { ...testProperty().address, formatted_address: '1 Listed Rd' },
      }),
      testProperty({ address: { ...testProperty().address, formatted_address: '2 Quiet Ln' } }),
    ]);
    const listed = await findCard('1 Listed Rd');
    expect(within(listed).getByText('$485,000')).toBeTruthy();
    expect(within(listed).getByText('1 bed')).toBeTruthy();
    expect(within(listed).getByRole('img', { name: 'Offer Letter: ready' })).toBeTruthy();
    expect(within(listed).getByRole('img', { name: 'Purchase Agreement: not yet' })).toBeTruthy();
    expect(within(listed).getByRole('img', { name: 'Home Inspection: ready' })).toBeTruthy();
    expect(within(await findCard('2 Quiet Ln')).getByText('Not listed')).toBeTruthy();
  });

  it("says 'Address not available' for a property without an address", async () => {
    renderWithProperties([
      testProperty({ address: { ...testProperty().address, formatted_address: '', address: '' } }),
    ]);
    expect(await findCard('Address not available')).toBeTruthy();
  });

  it.each([
    [false, ['Unlock for $99', 'Edit', 'Open in Google Street View', 'Remove']],
    [true, ['Edit', 'Open in Google Street View']],
  ])(
    'offers Unlock and Remove only while the property is locked (unlocked: %s)',
    async (isUnlocked, items) => {
      const located = { ...testProperty().address, geometry: { location: { lat: 30.2, lng: -97.8 } } };
      renderWithProperties([testProperty({ is_unlocked: isUnlocked, address: located })]);
      expect(await openMenu(OAK)).toEqual(items);
    },
  );

  it('shows the street view image the BFF finds for a home without photos', async () => {
    const property = testProperty();
    renderWithProperties([property], {
      'POST /api/property/streetview': {
        body: {
          street_view_image_url: 'https://maps.test/sv.jpg',
          street_view_link: 'https://maps.test/pano',
        },
      },
    });
    const image = (await screen.findByAltText(`Street view of ${OAK}`)) as HTMLImageElement;
    expect(image.src).toBe('https://maps.test/sv.jpg');
  });

  it.each([
    [200, 'Success', 'Property successfully updated!'],
    [503, 'Error', 'Property update failed!'],
  ])(
    're-parses a home without images when its image area is clicked (%i)',
    async (status, title, message) => {
      const property = testProperty();
      const { api } = renderWithProperties([property], {
        'POST /api/property/get-property-by-address': {
          status,
          body: status === 200 ? { property } : { error: 'unavailable', message: 'down' },
        },
      });
      fireEvent.click(
        await screen.findByRole('button', {
          name: (name) => name.endsWith(`Look up the details of ${OAK} again`),
        }),
      );
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      expect(api.callsTo('POST /api/property/get-property-by-address')[0]?.body).toEqual({
        property_id: property.id,
      });
    },
  );
});

describe('search', () => {
  it('asks the server once, 500 ms after the typing stops', async () => {
    const { api } = renderWithProperties([testProperty()]);
    const search = await screen.findByRole('searchbox', { name: 'Search for properties' });
    await findCard(OAK);
    fireEvent.change(search, { target: { value: 'o' } });
    fireEvent.change(search, { target: { value: 'oa' } });
    fireEvent.change(search, { target: { value: 'oak' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET /api/properties').filter((call) => call.search !== '')).toEqual([]);
    await waitFor(() =>
      expect(api.callsTo('GET /api/properties').map((call) => call.search)).toEqual(['', '?search=oak']),
    );
  });

  it('searches from any page of the main layout, landing on the list with the term in its URL', async () => {
    const property = testProperty();
    const { api, router } = renderWithProperties([property], {}, `/properties/${property.id}`);
    const search = await screen.findByRole('searchbox', { name: 'Search for properties' });
    fireEvent.change(search, { target: { value: ' oak ' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.search).toBe('?search=oak');
    await waitFor(() =>
      expect(api.callsTo('GET /api/properties').map((call) => call.search)).toEqual(['?search=oak']),
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search for properties' }).value).toBe(
      ' oak ',
    );
  });
});
