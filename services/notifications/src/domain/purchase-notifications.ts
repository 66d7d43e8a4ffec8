// What the bell says as a purchase moves on: the property unlocked, an offer letter or purchase agreement completed.
import type { NotificationContent } from './property-notifications';

export const PURCHASE_NOTIFICATION_KIND = {
  propertyUnlocked: 'property_unlocked',
  offerLetterCompleted: 'offer_letter_completed',
  purchaseAgreementCompleted: 'purchase_agreement_completed',
} as const;

export function propertyUnlockedNotification(): NotificationContent {
  return {
    kind: PURCHASE_NOTIFICATION_KIND.propertyUnlocked,
    title: 'Property unlocked',
    body: 'Your payment went through: the purchase agreement and the home inspection analysis are unlocked.',
  };
}

export type CompletedDocumentType = 'offer_letter' | 'purchase_agreement';

/** `countNumber`: 1 for the property's first document of the kind; shown as '#2' from the second on. */
export function documentCompletedNotification(
  type: CompletedDocumentType,
  countNumber: number,
): NotificationContent {
  const number = countNumber > 1 ? ` #${countNumber}` : '';
  if (type === 'offer_letter') {
    return {
      kind: PURCHASE_NOTIFICATION_KIND.offerLetterCompleted,
      title: 'Offer letter completed',
      body: `Your offer letter${number} is completed. Download the PDF from the property page.`,
    };
  }
  return {
    kind: PURCHASE_NOTIFICATION_KIND.purchaseAgreementCompleted,
    title: 'Purchase agreement completed',
    body: `Your purchase agreement${number} is completed. Its contract deadlines are on the property page.`,
  };
}
