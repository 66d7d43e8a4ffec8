import { pdfFileName, stateOf, templateOf } from './document';

describe('a document', () => {
  it('downloads under the spec file names', () => {
    expect(pdfFileName('offer_letter', 'abc')).toBe('OfferLetter_abc.pdf');
    expect(pdfFileName('purchase_agreement', 'abc')).toBe('PurchaseAgreement_abc.pdf');
  });

  it("uses the Utah template only in Utah (the property's state), the general agreement elsewhere", () => {
    expect(templateOf('purchase_agreement', stateOf({ property: { address: { state: ' ut ' } } }))).toBe(
      'purchase-agreement-utah',
    );
    expect(templateOf('purchase_agreement', 'NY')).toBe('purchase-agreement-general');
    expect(templateOf('purchase_agreement', '')).toBe('purchase-agreement-general');
    expect(templateOf('offer_letter', 'UT')).toBe('offer-letter');
  });
});
