import {
  documentParamsSchema,
  documentPdfFileName,
  generatePdfSchema,
  saveDocumentSchema,
} from './documents';

const id = '0b7f0c39-3d4e-4c55-9f0e-0a8a5c1f2b01';

describe('POST /api/generate_pdf body', () => {
  it("takes the spec's names; isPreview defaults to false", () => {
    expect(generatePdfSchema.parse({ id, document_type: 'offer_letter' })).toEqual({
      id,
      document_type: 'offer_letter',
      isPreview: false,
    });
    expect(
      generatePdfSchema.parse({ id, document_type: 'purchase_agreement', isPreview: true }).isPreview,
    ).toBe(true);
  });

  it.each([
    [{ id, document_type: 'purchase agreement data' }, 'document_type', 'Invalid document type'],
    [{ id, document_type: 'OfferLetter' }, 'document_type', 'Invalid document type'],
    [{ id }, 'document_type', 'Invalid document type'],
    [{ id: '../etc', document_type: 'offer_letter' }, 'id', 'Document not found'],
    [
      { id, document_type: 'offer_letter', isPreview: 'true' },
      'isPreview',
      'isPreview must be true or false',
    ],
  ])('refuses %j', (body, field, message) => {
    const result = generatePdfSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('documentPdfFileName', () => {
  it("is the spec's download name per kind", () => {
    expect(documentPdfFileName('offer_letter', id)).toBe(`OfferLetter_${id}.pdf`);
    expect(documentPdfFileName('purchase_agreement', id)).toBe(`PurchaseAgreement_${id}.pdf`);
  });
});

describe('document paths and autosave body', () => {
  it('a path names one kind and a UUID', () => {
    expect(documentParamsSchema.safeParse({ document_type: 'offer_letter', id }).success).toBe(true);
    expect(documentParamsSchema.safeParse({ document_type: 'offer-letter', id }).success).toBe(false);
    expect(documentParamsSchema.safeParse({ document_type: 'offer_letter', id: 'sample' }).success).toBe(
      false,
    );
  });

  it('meta_data is a JSON object', () => {
    expect(saveDocumentSchema.parse({ meta_data: { buyers: [] } })).toEqual({ meta_data: { buyers: [] } });
    for (const metaData of [[], 'x', 1, null, undefined])
      expect(saveDocumentSchema.safeParse({ meta_data: metaData }).success).toBe(false);
  });
});
