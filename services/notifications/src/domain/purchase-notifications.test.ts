import { documentCompletedNotification, propertyUnlockedNotification } from './purchase-notifications';

describe('purchase notifications', () => {
  it("'Property unlocked' says what the payment opened", () => {
    expect(propertyUnlockedNotification()).toEqual({
      kind: 'property_unlocked',
      title: 'Property unlocked',
      body: 'Your payment went through: the purchase agreement and the home inspection analysis are unlocked.',
    });
  });

  it('names the completed document, numbered from the second one on', () => {
    expect(documentCompletedNotification('offer_letter', 1)).toEqual({
      kind: 'offer_letter_completed',
      title: 'Offer letter completed',
      body: 'Your offer letter is completed. Download the PDF from the property page.',
    });
    expect(documentCompletedNotification('offer_letter', 2).body).toBe(
      'Your offer letter #2 is completed. Download the PDF from the property page.',
    );
    expect(documentCompletedNotification('purchase_agreement', 1)).toEqual({
      kind: 'purchase_agreement_completed',
      title: 'Purchase agreement completed',
      body: 'Your purchase agreement is completed. Its contract deadlines are on the property page.',
    });
  });
});
