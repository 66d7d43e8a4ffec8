import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@api';
import { stubApi, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { testProperty } from '../../test/property-fixture';
import { contentDispositionFileName } from './documents-api';
import { COMPLETED_ID, editorRoutes, NEXT_DRAFT_ID, testDocument } from './documents-test-kit';
import { DOCUMENTS_UNAVAILABLE, NO_DOCUMENTS } from './SavedDocuments';
import { PDF_LOADING_MS } from './use-document-pdf';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AGREEMENT_ID = 'd0c00000-0000-4000-8000-000000000003';

function propertyWithDocuments(property: Property) {
  return [
    testDocument({
      id: NEXT_DRAFT_ID,
      property_id: property.id,
      count_number: 2,
      property_price: 440000,
      updated_at: '2026-03-03T15:00:00Z',
    }),
    testDocument({
      id: COMPLETED_ID,
      property_id: property.id,
      status: 'completed',
      completed_at: '2026-03-02T15:20:00Z',
      property_price: 430000,
    }),
    testDocument({
      id: AGREEMENT_ID,
      document_type: 'purchase_agreement',
      property_id: property.id,
      status: 'completed',
      completed_at: '2026-03-04T15:20:00Z',
    }),
  ];
}

function renderPropertyPage(property: Property, extra: Record<string, StubReply | (() => StubReply)> = {}) {
  const api = stubApi({
    [`GET /api/properties/${property.id}`]: { body: { property } },
    'POST /api/property/streetview': { body: { street_view_image_url: null, street_view_link: null } },
    ...extra,
  });
  const view = renderRoutes(editorRoutes, `/properties/${property.id}`);
  return { api, ...view };
}

const row = (name: string) => screen.findByRole('listitem', { name });

async function chooseAction(title: string, item: string) {
  fireEvent.click(within(await row(title)).getByRole('button', { name: `Actions for ${title}` }));
  // jsdom lays nothing out, so the popover reports its anchor hidden and hides the dropdown.
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  return saved;
}

describe('property page: saved documents', () => {
  it('lists completed documents and drafts; a draft is marked Draft and links to its editor', async () => {
    const property = testProperty();
    const { api, router } = renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: {
        body: { documents: propertyWithDocuments(property) },
      },
    });
    const list = await screen.findByRole('list', { name: 'Saved documents' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(titles).toEqual(['Offer letter #2', 'Offer letter #1', 'Purchase agreement #1']);
    const draft = await row('Offer letter #2');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(draft.textContent).toContain('$440,000');
    const completed = await row('Offer letter #1');
    expect(within(completed).queryByText('Draft')).toBeNull();
    expect(within(completed).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(completed.textContent).toContain('Completed');
    // The spec's date format (section 9), MM/DD/YYYY, for a draft's last save and a completion alike.
    expect(draft.textContent).toContain('Last saved 03/03/2026');
    expect(completed.textContent).toContain('Completed 03/02/2026');
    expect(api.callsTo(`GET /api/properties/${property.id}/documents`)).toHaveLength(1);

    fireEvent.click(within(draft).getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/property-offer-letter'));
    expect(router.state.location.search).toBe(`?property=${property.id}`);
  });

  it('says so when the property has no documents', async () => {
    const property = testProperty();
    renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: { body: { documents: [] } },
    });
    expect(await screen.findByText(NO_DOCUMENTS)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved documents' })).toBeNull();
  });

  it('keeps the property page when the list fails, logging why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const property = testProperty();
    renderPropertyPage(property, {
      // A 4xx, which the app's query client does not retry.
      [`GET /api/properties/${property.id}/documents`]: {
        status: 404,
        body: { error: 'not_found', message: 'Property not found' },
      },
    });
    expect(await screen.findByText(DOCUMENTS_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('12 Oak St');
    expect(logged).toHaveBeenCalledWith('[homeward] Failed to load documents', expect.anything());
  });

  it("downloads a completed agreement's PDF under the Content-Disposition name with 6 s of loading", async () => {
    const saved = captureDownloads();
    const property = testProperty();
    const { api } = renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: {
        body: { documents: propertyWithDocuments(property) },
      },
      'POST /api/generate_pdf': {
        body: '%PDF-1.7',
        headers: { 'Content-Disposition': `attachment; filename="PurchaseAgreement_${AGREEMENT_ID}.pdf"` },
      },
    });
    await row('Purchase agreement #1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseAction('Purchase agreement #1', 'Download PDF');
    await waitFor(() => expect(saved).toEqual([`PurchaseAgreement_${AGREEMENT_ID}.pdf`]));
    expect(api.callsTo('POST /api/generate_pdf').map((call) => call.body)).toEqual([
      { id: AGREEMENT_ID, document_type: 'purchase_agreement', isPreview: false },
    ]);
    expect(screen.getByLabelText('Downloading Purchase agreement #1')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(PDF_LOADING_MS - 200);
    });
    expect(screen.getByLabelText('Downloading Purchase agreement #1')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    await waitFor(() => expect(screen.queryByLabelText('Downloading Purchase agreement #1')).toBeNull());
  });

  it('only logs a failed download', async () => {
    const saved = captureDownloads();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const property = testProperty();
    renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: {
        body: { documents: propertyWithDocuments(property) },
      },
      'POST /api/generate_pdf': { status: 404, body: { error: 'not_found', message: 'Document not found' } },
    });
    await chooseAction('Offer letter #1', 'Download PDF');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[homeward] Failed to download PDF', expect.anything()),
    );
    expect(saved).toEqual([]);
    expect(screen.queryByText('Document not found')).toBeNull();
  });

  it.each([
    ['Offer letter #1', 'offer_letter', COMPLETED_ID, 'Offer letter successfully removed!'],
    ['Purchase agreement #1', 'purchase_agreement', AGREEMENT_ID, 'Purchase agreement succesfully removed!'],
  ])(
    'deletes %s after confirming, with the spec notice, and refreshes the list',
    async (title, type, id, message) => {
      const property = testProperty();
      let documents = propertyWithDocuments(property);
      const { api } = renderPropertyPage(property, {
        [`GET /api/properties/${property.id}/documents`]: () => ({ body: { documents } }),
        [`DELETE /api/documents/${type}/${id}`]: () => {
          documents = documents.filter((document) => document.id !== id);
          return { body: { deleted: true } };
        },
      });
      await chooseAction(title, 'Delete');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(new RegExp(`delete ${title}`))).toBeTruthy();
      expect(api.callsTo(`DELETE /api/documents/${type}/${id}`)).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I am sure' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText('Success')).toBeTruthy();
      expect(api.callsTo(`DELETE /api/documents/${type}/${id}`)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('listitem', { name: title })).toBeNull());
      const list = screen.getByRole('list', { name: 'Saved documents' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    },
  );

  it('cancelling the confirmation deletes nothing', async () => {
    const property = testProperty();
    const { api } = renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: {
        body: { documents: propertyWithDocuments(property) },
      },
    });
    await chooseAction('Offer letter #2', 'Delete');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it("titles a failed delete 'Error' with the server's message and keeps the document", async () => {
    const property = testProperty();
    const { api } = renderPropertyPage(property, {
      [`GET /api/properties/${property.id}/documents`]: {
        body: { documents: propertyWithDocuments(property) },
      },
      [`DELETE /api/documents/purchase_agreement/${AGREEMENT_ID}`]: {
        status: 503,
        body: { error: 'unavailable', message: 'The documents service is unavailable' },
      },
    });
    await chooseAction('Purchase agreement #1', 'Delete');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, I am sure' }),
    );
    expect(await screen.findByText('The documents service is unavailable')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(api.callsTo(`DELETE /api/documents/purchase_agreement/${AGREEMENT_ID}`)).toHaveLength(1);
    expect(await row('Purchase agreement #1')).toBeTruthy();
  });
});

describe('contentDispositionFileName', () => {
  it.each([
    ['attachment; filename="OfferLetter_1.pdf"', 'OfferLetter_1.pdf'],
    ['attachment; filename=Plain.pdf', 'Plain.pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''Offre%20%C3%A9t%C3%A9.pdf`, 'Offre été.pdf'],
    ['attachment; filename="quoted \\"name\\".pdf"', 'quoted "name".pdf'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(contentDispositionFileName(header)).toBe(name);
  });
});
