import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentData } from '@homeward/document-definitions';
import type { StubCall } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { DRAFT_ID, renderEditor, testDocument } from './documents-test-kit';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const property = testProperty({ is_unlocked: true });
const path = `/api/documents/purchase_agreement/${DRAFT_ID}`;
const start: DocumentData = { property: { price: 400000 } };

/** The query keys invalidated so far, as JSON. */
function invalidations() {
  const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
  return () => spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
}

describe('the editor and the server', () => {
  it("shows what the server kept after an autosave (a value it rewrote, one it dropped) and saves only the buyer's next change", async () => {
    const { api, saves } = renderEditor('purchase_agreement', property, start, {
      query: 'form=legal-despute-resolution',
      extra: {
        [`PUT ${path}`]: (call: StubCall) => {
          const sent = (call.body as { meta_data: DocumentData }).meta_data;
          // The server trims the clause and drops a value it does not keep.
          const { attorney_fees_paid_by: _dropped, ...rest } = sent;
          const kept = { ...rest, additional_clauses: 'Kept by the server.' };
          return {
            body: { document: testDocument({ document_type: 'purchase_agreement', meta_data: kept }) },
          };
        },
      },
    });
    const clauses = (await screen.findByRole('textbox', {
      name: /Additional clauses/,
    })) as HTMLTextAreaElement;
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: /Attorney's fees/ })).getAllByRole('radio')[0]!,
    );
    await waitFor(() => expect(api.callsTo(`PUT ${path}`)).toHaveLength(1));
    fireEvent.change(clauses, { target: { value: '  Typed by the buyer.  ' } });
    fireEvent.blur(clauses);

    await waitFor(() => expect(clauses.value).toBe('Kept by the server.'));
    const radios = within(screen.getByRole('radiogroup', { name: /Attorney's fees/ })).getAllByRole(
      'radio',
    ) as HTMLInputElement[];
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(saves().at(-1)).toMatchObject({ additional_clauses: '  Typed by the buyer.  ' });

    // Leaving the field again sends nothing: what the server kept is what the editor holds.
    const count = api.callsTo(`PUT ${path}`).length;
    fireEvent.blur(clauses);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(`PUT ${path}`)).toHaveLength(count);
  });

  it("refreshes the property page's documents list after each save and after completing", async () => {
    const invalidated = invalidations();
    // A Texas property: no transfer tax question (Texas levies none), so the save comes from the warranty answer.
    const { api } = renderEditor('purchase_agreement', property, start, {
      query: 'form=additional-costs-duties',
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: /home warranty included/ })).getByRole('radio', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(api.callsTo(`PUT ${path}`)).toHaveLength(1));
    const list = JSON.stringify(['documents', 'property', property.id]);
    await waitFor(() => expect(invalidated()).toContain(list));

    const before = invalidated().filter((key) => key === list).length;
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save to property documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer expiration' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date/ }), {
      target: { value: '12/31/2099' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Time/ }), { target: { value: '5:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.callsTo(`POST ${path}/complete`)).toHaveLength(1));
    await waitFor(() => expect(invalidated().filter((key) => key === list).length).toBeGreaterThan(before));
    expect(invalidated()).toContain(JSON.stringify(['contract-deadlines', property.id]));
  });
});
