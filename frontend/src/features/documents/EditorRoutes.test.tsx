import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { signedInUser, stubApi } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { TRANSFER_TAX_PRESET_TEXT } from '@homeward/document-definitions';
import { renderRoutes } from '../../test/render-app';
import { testDocument } from './documents-test-kit';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('editor routes', () => {
  it('serves /properties/property-offer-letter as the editor, not as a property id', async () => {
    const property = testProperty();
    const api = stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      [`GET /api/properties/${property.id}`]: { body: { property } },
      [`POST /api/properties/${property.id}/documents/draft`]: {
        body: {
          document: testDocument({ property_id: property.id }),
          created: true,
        },
      },
    });
    renderRoutes(routes, `/properties/property-offer-letter?property=${property.id}`);
    expect(await screen.findByRole('heading', { name: 'Property Details' }, { timeout: 5000 })).toBeTruthy();
    expect(
      api.callsTo(`POST /api/properties/${property.id}/documents/draft`).map((call) => call.body),
    ).toEqual([{ document_type: 'offer_letter' }]);
  });

  it('edits the sample property without saving anything', async () => {
    const sample = testProperty({ is_sample: true, is_unlocked: true });
    const api = stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'GET /api/properties/sample': { body: { property: sample } },
    });
    renderRoutes(routes, '/properties/purchase-agreement?property=sample&form=closing-settelment');
    expect(
      await screen.findByRole('heading', { name: 'Closing and Settlement' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/nothing you enter here is saved/)).toBeTruthy();
    const date = screen.getByRole('textbox', { name: /Agreement date/ }) as HTMLInputElement;
    fireEvent.change(date, { target: { value: '12312099' } });
    fireEvent.blur(date);
    await waitFor(() => expect(date.value).toBe('12/31/2099'));
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Complete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("prefills the sample's agreement with its state's transfer tax default (New York: Other with its text)", async () => {
    const base = testProperty({ is_sample: true, is_unlocked: true });
    const sample = { ...base, address: { ...base.address, city: 'Albany', state: 'NY', zip_code: '12207' } };
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'GET /api/properties/sample': { body: { property: sample } },
    });
    renderRoutes(routes, '/properties/purchase-agreement?property=sample&form=taxes-fees');
    expect(
      await screen.findByRole('heading', { name: 'Additional Costs and Duties' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Other (specify)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Specify' }) as HTMLTextAreaElement).value).toBe(
      TRANSFER_TAX_PRESET_TEXT.NY,
    );
  });
});
